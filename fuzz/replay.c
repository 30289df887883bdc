/* fuzz/replay: a harness without libFuzzer, for the ordinary builds: runs LLVMFuzzerTestOneInput
 * on every file named (or every file in a named folder), so that the seed corpora and the crash
 * reproducers of fuzz/regress/ are tests of `make test` (and run under ASan in the sanitizer build). */
#include <dirent.h>
#include <sys/stat.h>
#include "fuzz.h"

static int run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return fprintf(stderr, "replay: cannot open %s\n", path), 1;
  size_t cap = 1 << 16, n = 0;
  uint8_t *buf = malloc(cap);
  for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
    n += got;
    if (n == cap) buf = realloc(buf, cap *= 2);
  }
  fclose(f);
  if (!buf) return 1;
  LLVMFuzzerTestOneInput(buf, n);
  free(buf);
  return 0;
}

static int run_path(const char *path, int *count) {
  struct stat st;
  if (stat(path, &st) != 0) return fprintf(stderr, "replay: no %s\n", path), 1;
  if (!S_ISDIR(st.st_mode)) return ++*count, run_file(path);
  DIR *d = opendir(path);
  if (!d) return 1;
  int bad = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (e->d_name[0] == '.') continue;
    char sub[4096];
    snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
    bad |= run_path(sub, count);
  }
  closedir(d);
  return bad;
}

int main(int argc, char **argv) {
  int bad = 0, count = 0;
  for (int i = 1; i < argc; i++) bad |= run_path(argv[i], &count);
  printf("replay: %d inputs\n", count);
  return bad;
}
