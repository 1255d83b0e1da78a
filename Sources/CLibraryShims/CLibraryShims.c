// Compiled on its own, so that _GNU_SOURCE reaches the C library's headers.
#define _GNU_SOURCE
#include "CLibraryShims.h"

#include <errno.h>
#ifdef __linux__
#include <sched.h>
#endif

int springlab_cpu_affinity(void *mask, size_t size) {
#ifdef __linux__
    return sched_getaffinity(0, size, (cpu_set_t *)mask);
#else
    (void)mask;
    (void)size;
    errno = ENOSYS;
    return -1;
#endif
}
