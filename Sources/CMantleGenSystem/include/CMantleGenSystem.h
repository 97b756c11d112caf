#ifndef CMANTLEGENSYSTEM_H
#define CMANTLEGENSYSTEM_H

/// System calls that Swift does not import (glibc declares them only for `_GNU_SOURCE`, or in
/// headers outside its module map). Linked in like any other code, they also work in a static
/// executable, where looking a symbol up at run time with `dlsym` finds nothing.

/// The number of CPUs in the calling thread's affinity mask (`taskset`, a container's CPU set;
/// threads inherit it), or 0 when it cannot be read or the platform has no such mask.
long mantlegen_affinity_cpu_count(void);

/// The CPUs this process can keep busy: those of its affinity mask (else the online CPUs), at
/// most its cgroup's CPU quota rounded up (`docker --cpus`; cgroup v2 `cpu.max`, or v1
/// `cpu.cfs_quota_us` over `cpu.cfs_period_us`, as the container sees them). At least 1.
long mantlegen_usable_cpu_count(void);

/// The CPUs a cgroup v2 `cpu.max` line allows ("QUOTA PERIOD", rounded up), or 0 for "max" (no
/// limit) or text that is not such a line.
long mantlegen_cpu_count_for_cpu_max(const char *text);

/// Starts a thread that runs `body(argument)`, on another CPU than the calling thread's when its
/// affinity mask allows one: created with the mask minus the current CPU, the thread takes the whole
/// mask back once it runs. (In a virtual machine, a thread created the plain way was seen to wait
/// 0.1-10 ms, behind its busy creator, before it first ran on the idle CPU.) The thread has an
/// 8 MiB stack. Returns a handle for ``mantlegen_thread_join``, or a null pointer when no thread
/// could start.
void *mantlegen_thread_start(void (*body)(void *), void *argument);

/// Waits for the thread of `handle` to end, and frees the handle.
void mantlegen_thread_join(void *handle);

/// Asks glibc's malloc to grow and keep each heap `bytes` beyond what a request needs
/// (`M_TOP_PAD`). Returns 1 when set, 0 on failure or when the C library is not glibc.
int mantlegen_set_malloc_top_pad(int bytes);

#endif
