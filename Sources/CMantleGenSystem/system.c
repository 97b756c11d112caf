#if defined(__linux__)
#define _GNU_SOURCE
#include <malloc.h>
#include <sched.h>
#endif

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

/// Reads a small file whole into `buffer` as a C string; 0 when it cannot be read.
static int read_small_file(const char *path, char *buffer, size_t size) {
  int descriptor = open(path, O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return 0;
  ssize_t count = read(descriptor, buffer, size - 1);
  close(descriptor);
  if (count <= 0) return 0;
  buffer[count] = 0;
  return 1;
}

/// The number at the start of `text` (after blanks), or 0 when there is none.
static long leading_number(const char *text, char **end) {
  long value = strtol(text, end, 10);
  return *end == text ? 0 : value;
}

long mantlegen_cpu_count_for_cpu_max(const char *text) {
  char *end;
  long quota = leading_number(text, &end);
  if (quota <= 0) return 0;
  long period = leading_number(end, &end);
  return period > 0 ? (quota + period - 1) / period : 0;
}

/// The CPUs the cgroup's quota allows, rounded up; 0 when there is no quota or none can be read.
static long cgroup_quota_cpu_count(void) {
  char text[64];
  if (read_small_file("/sys/fs/cgroup/cpu.max", text, sizeof text)) return mantlegen_cpu_count_for_cpu_max(text);
  static const char *const quotas[] = {"/sys/fs/cgroup/cpu/cpu.cfs_quota_us", "/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us"};
  static const char *const periods[] = {"/sys/fs/cgroup/cpu/cpu.cfs_period_us", "/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us"};
  for (int index = 0; index < 2; index++) {
    char quota[32], period[32];
    if (read_small_file(quotas[index], quota, sizeof quota) && read_small_file(periods[index], period, sizeof period)) {
      char line[72];
      strcpy(line, quota);
      strcat(line, " ");
      strcat(line, period);
      return mantlegen_cpu_count_for_cpu_max(line);
    }
  }
  return 0;
}

long mantlegen_usable_cpu_count(void) {
  long count = mantlegen_affinity_cpu_count();
  if (count <= 0) count = sysconf(_SC_NPROCESSORS_ONLN);
  long quota = cgroup_quota_cpu_count();
  if (quota > 0 && quota < count) count = quota;
  return count > 0 ? count : 1;
}

int mantlegen_set_malloc_top_pad(int bytes) {
#if defined(__GLIBC__)
  return mallopt(M_TOP_PAD, bytes);
#else
  (void)bytes;
  return 0;
#endif
}
