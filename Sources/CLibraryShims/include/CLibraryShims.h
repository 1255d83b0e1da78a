// C library calls that Swift cannot make as they are declared, for SpringLabIO's CLibrary.
// glibc and musl declare them only under _GNU_SOURCE, which Swift's C modules are built without.
#ifndef SPRINGLAB_C_LIBRARY_SHIMS_H
#define SPRINGLAB_C_LIBRARY_SHIMS_H

#include <stddef.h>

/// sched_getaffinity(2) with the mask as bytes; -1 with errno ENOSYS where the
/// system has no such call.
int springlab_cpu_affinity(void *mask, size_t size);

/// Sets or clears O_DIRECT on an open file (fcntl(2) F_SETFL): 0, or -1 with
/// errno (EINVAL where the file system has no direct I/O, ENOSYS off Linux).
int springlab_set_direct_io(int descriptor, int on);

#endif
