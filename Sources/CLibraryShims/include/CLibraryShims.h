// C library calls that Swift cannot make as they are declared, for SpringLabIO's CLibrary.
#ifndef SPRINGLAB_C_LIBRARY_SHIMS_H
#define SPRINGLAB_C_LIBRARY_SHIMS_H

#include <stddef.h>
#include <stdint.h>

/// snprintf(3) of one double: Swift calls no C variadic function, and its
/// va_list builder looks up the argument's protocol conformances on every call.
int springlab_format_double(char *buffer, size_t size, const char *format, double value);

/// sched_getaffinity(2) with the mask as bytes; -1 with errno ENOSYS where the
/// system has no such call. glibc and musl declare it only under _GNU_SOURCE,
/// which Swift's C modules are built without.
int springlab_cpu_affinity(void *mask, size_t size);

/// sync_file_range(2) with SYNC_FILE_RANGE_WRITE; -1 with errno ENOSYS where the
/// system has no such call. Declared only under _GNU_SOURCE, as above.
int springlab_start_writeback(int descriptor, int64_t offset, int64_t count);

/// Sets or clears O_DIRECT on an open file (fcntl(2) F_SETFL): 0, or -1 with
/// errno (EINVAL where the file system has no direct I/O, ENOSYS off Linux).
/// O_DIRECT too is declared only under _GNU_SOURCE.
int springlab_set_direct_io(int descriptor, int on);

#endif
