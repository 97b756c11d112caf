#if defined(__linux__)
#define _GNU_SOURCE
#include <malloc.h>
#include <sched.h>
#endif

#include "CMantleGenSystem.h"

long mantlegen_affinity_cpu_count(void) {
#if defined(__linux__)
  // Room for 1024 CPUs first (glibc's cpu_set_t), then twice as many while the kernel's mask is
  // larger (sched_getaffinity fails for a set smaller than the kernel's).
  for (int cpus = 1024; cpus <= (1 << 20); cpus *= 2) {
    cpu_set_t *set = CPU_ALLOC(cpus);
    if (set == 0) return 0;
    size_t size = CPU_ALLOC_SIZE(cpus);
    CPU_ZERO_S(size, set);
    int status = sched_getaffinity(0, size, set);
    long count = status == 0 ? CPU_COUNT_S(size, set) : 0;
    CPU_FREE(set);
    if (status == 0) return count;
  }
#endif
  return 0;
}

int mantlegen_set_malloc_top_pad(int bytes) {
#if defined(__GLIBC__)
  return mallopt(M_TOP_PAD, bytes);
#else
  (void)bytes;
  return 0;
#endif
}
