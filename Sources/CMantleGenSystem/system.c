#if defined(__linux__)
#define _GNU_SOURCE
#include <malloc.h>
#include <sched.h>
#endif

#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "CMantleGenSystem.h"

#if defined(__linux__)
/// The calling thread's affinity mask, in a set for `*cpus` CPUs (`*size` bytes) to be freed with
/// CPU_FREE; null when it cannot be read. Room for 1024 CPUs first (glibc's cpu_set_t), then twice
/// as many while the kernel's mask is larger (sched_getaffinity fails for a smaller set).
static cpu_set_t *affinity_mask(int *cpus, size_t *size) {
  for (*cpus = 1024; *cpus <= (1 << 20); *cpus *= 2) {
    cpu_set_t *set = CPU_ALLOC(*cpus);
    if (set == 0) return 0;
    *size = CPU_ALLOC_SIZE(*cpus);
    CPU_ZERO_S(*size, set);
    if (sched_getaffinity(0, *size, set) == 0) return set;
    CPU_FREE(set);
  }
  return 0;
}
#endif

long mantlegen_affinity_cpu_count(void) {
#if defined(__linux__)
  int cpus;
  size_t size;
  cpu_set_t *set = affinity_mask(&cpus, &size);
  if (set == 0) return 0;
  long count = CPU_COUNT_S(size, set);
  CPU_FREE(set);
  return count;
#else
  return 0;
#endif
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

/// The CPUs a quota of `quota` microseconds of CPU time in every `period` keeps busy, rounded up;
/// 0 when either is not positive (-1 and "max" mean no quota).
static long cpus_for_quota(long quota, long period) {
  return quota > 0 && period > 0 ? (quota + period - 1) / period : 0;
}

long mantlegen_cpu_count_for_cpu_max(const char *text) {
  char *end;
  long quota = leading_number(text, &end);
  return quota > 0 ? cpus_for_quota(quota, leading_number(end, &end)) : 0;
}

/// The CPUs the cgroup's quota allows, rounded up; 0 when there is no quota or none can be read.
static long cgroup_quota_cpu_count(void) {
  char text[64];
  if (read_small_file("/sys/fs/cgroup/cpu.max", text, sizeof text)) return mantlegen_cpu_count_for_cpu_max(text);
  // cgroup v1, where the controller's folder has one of two names.
  static const char *const folders[] = {"/sys/fs/cgroup/cpu/", "/sys/fs/cgroup/cpu,cpuacct/"};
  for (int index = 0; index < 2; index++) {
    char path[64], quota[32], period[32];
    strcpy(path, folders[index]);
    strcat(path, "cpu.cfs_quota_us");
    if (!read_small_file(path, quota, sizeof quota)) continue;
    strcpy(path, folders[index]);
    strcat(path, "cpu.cfs_period_us");
    if (!read_small_file(path, period, sizeof period)) continue;
    char *end;
    return cpus_for_quota(leading_number(quota, &end), leading_number(period, &end));
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

/// What a thread started by mantlegen_thread_start runs, and the mask it takes back.
struct thread_start {
  pthread_t thread;
  void (*body)(void *);
  void *argument;
#if defined(__linux__)
  cpu_set_t *mask;
  size_t mask_size;
#endif
};

static void *run_thread(void *raw) {
  struct thread_start *start = raw;
#if defined(__linux__)
  if (start->mask) {
    sched_setaffinity(0, start->mask_size, start->mask);
    CPU_FREE(start->mask);
    start->mask = 0;
  }
#endif
  start->body(start->argument);
  return 0;
}

void *mantlegen_thread_start(void (*body)(void *), void *argument) {
  struct thread_start *start = calloc(1, sizeof *start);
  if (start == 0) return 0;
  start->body = body;
  start->argument = argument;
  pthread_attr_t attributes;
  if (pthread_attr_init(&attributes) != 0) {
    free(start);
    return 0;
  }
  // The main thread's usual stack, whatever the C library's default for threads (128 KiB in musl,
  // 512 KiB on Apple platforms): parsing recurses once per level of nesting, up to the reader's
  // limit. Only what is used is ever mapped.
  pthread_attr_setstacksize(&attributes, 8 << 20);
#if defined(__linux__)
  int cpus;
  size_t size;
  cpu_set_t *mask = affinity_mask(&cpus, &size);
  cpu_set_t *elsewhere = mask ? CPU_ALLOC(cpus) : 0;
  int here = sched_getcpu();
  if (elsewhere) {
    memcpy(elsewhere, mask, size);
    if (here >= 0 && here < cpus) CPU_CLR_S(here, size, elsewhere);
    if (CPU_COUNT_S(size, elsewhere) > 0 && pthread_attr_setaffinity_np(&attributes, size, elsewhere) == 0) {
      start->mask = mask;
      start->mask_size = size;
      mask = 0;
    }
    CPU_FREE(elsewhere);
  }
  if (mask) CPU_FREE(mask);
#endif
  int status = pthread_create(&start->thread, &attributes, run_thread, start);
  pthread_attr_destroy(&attributes);
  if (status != 0) {
#if defined(__linux__)
    if (start->mask) CPU_FREE(start->mask);
#endif
    free(start);
    return 0;
  }
  return start;
}

void mantlegen_thread_join(void *handle) {
  struct thread_start *start = handle;
  pthread_join(start->thread, 0);
  free(start);
}

int mantlegen_set_malloc_top_pad(int bytes) {
#if defined(__GLIBC__)
  return mallopt(M_TOP_PAD, bytes);
#else
  (void)bytes;
  return 0;
#endif
}
