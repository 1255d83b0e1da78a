// The C library call that Swift cannot make as it is declared, for SpringLabIO's CLibrary.
// glibc and musl declare it only under _GNU_SOURCE, which Swift's C modules are built without.
#ifndef SPRINGLAB_C_LIBRARY_SHIMS_H
#define SPRINGLAB_C_LIBRARY_SHIMS_H

#include <stddef.h>

/// sched_getaffinity(2) with the mask as bytes; -1 with errno ENOSYS where the
/// system has no such call.
int springlab_cpu_affinity(void *mask, size_t size);

#endif
