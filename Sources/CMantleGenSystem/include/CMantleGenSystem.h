#ifndef CMANTLEGENSYSTEM_H
#define CMANTLEGENSYSTEM_H

/// System calls that Swift does not import (glibc declares them only for `_GNU_SOURCE`, or in
/// headers outside its module map). Linked in like any other code, they also work in a static
/// executable, where looking a symbol up at run time with `dlsym` finds nothing.

/// The number of CPUs in the calling thread's affinity mask (`taskset`, a container's CPU set;
/// threads inherit it), or 0 when it cannot be read or the platform has no such mask.
long mantlegen_affinity_cpu_count(void);

/// Asks glibc's malloc to grow and keep each heap `bytes` beyond what a request needs
/// (`M_TOP_PAD`). Returns 1 when set, 0 on failure or when the C library is not glibc.
int mantlegen_set_malloc_top_pad(int bytes);

#endif
