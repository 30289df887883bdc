/* fuzz/fuzz.h: what the libFuzzer harnesses share: the input as a NUL-terminated string, and as a
 * file (an anonymous in-memory file named by /proc/self/fd/N) for the loaders that take a path. */
#ifndef YOMI_FUZZ_H
#define YOMI_FUZZ_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* data[0, size) as a string (a NUL in it ends it early, as in a C caller); free it. */
static inline char *fuzz_string(const uint8_t *data, size_t size) {
  char *s = malloc(size + 1);
  if (!s) abort();
  memcpy(s, data, size);
  s[size] = 0;
  return s;
}

/* data[0, size) as a file: its path into path[0, n); the returned descriptor is closed by
 * fuzz_file_close. */
static inline int fuzz_file(const uint8_t *data, size_t size, char *path, size_t n) {
  int fd = memfd_create("yomi-fuzz", 0);
  if (fd < 0) abort();
  size_t done = 0;
  while (done < size) {
    ssize_t w = write(fd, data + done, size - done);
    if (w <= 0) abort();
    done += (size_t)w;
  }
  snprintf(path, n, "/proc/self/fd/%d", fd);
  return fd;
}

static inline void fuzz_file_close(int fd) { close(fd); }

#endif
