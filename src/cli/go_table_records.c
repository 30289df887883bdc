/* cli/go_table_records: `yomi go table --records PATH`: the seed's Figure 1 table (every board of 4
 * to 30 points with at most 18 columns, and the smaller ones) from the campaigns of records files,
 * without a search (go/valuebounds.h; docs/campaigns.md). */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/cli.h"
#include "cli/go_solve.h"
#include "cli/go_util.h"
#include "core/error.h"
#include "core/records.h"
#include "go/valuebounds.h"

static void take(void *arg, int line, const json_doc *plan, const campaign *c) {
  (void)line;
  go_value_bounds_add(arg, plan, c);
}

static int add_file(go_value_bounds *b, const char *path) {
  records_file f;
  int rc = cli_records_read(path, &f);
  if (rc) return rc;
  rc = campaign_records_each(&f, take, b);
  records_free(&f);
  return rc ? cli_fail(cli_exit_status(rc), "%s: %s", cli_quote(path), yomi_strerror(rc)) : 0;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Every *.jsonl file of the folder, in name order; a folder with none, or with more than we take, is
 * an error. */
#define FOLDER_FILES 4096
static int add_folder(go_value_bounds *b, const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return cli_fail(CLI_IO, "cannot read %s: %s", cli_quote(dir), strerror(errno));
  char *names[FOLDER_FILES];
  int n = 0, rc = 0;
  for (struct dirent *e; !rc && (e = readdir(d)) != NULL;) {
    size_t len = strlen(e->d_name);
    if (len <= 6 || strcmp(e->d_name + len - 6, ".jsonl") != 0) continue;
    if (n == FOLDER_FILES)
      rc = cli_error("%s: more than %d records files (*.jsonl) in it", cli_quote(dir), FOLDER_FILES);
    else if (!(names[n] = malloc(strlen(dir) + len + 2))) rc = cli_fail(CLI_IO, "out of memory");
    else sprintf(names[n++], "%s/%s", dir, e->d_name);
  }
  closedir(d);
  if (!rc && n == 0) rc = cli_error("%s: no records files (*.jsonl) in it", cli_quote(dir));
  qsort(names, (size_t)n, sizeof *names, by_name);
  for (int i = 0; i < n; i++) {
    if (!rc) rc = add_file(b, names[i]);
    free(names[i]);
  }
  return rc;
}

int cli_go_table_records(const char *path, int max_points, bool json, int argc, char **argv) {
  struct stat st;
  if (stat(path, &st) != 0) return cli_error("--records %s: no such file or folder", cli_quote(path));
  go_value_bounds *b = malloc(sizeof *b);
  char *text = malloc(1 << 16);
  int rc = b && text ? 0 : cli_error("out of memory");
  if (!rc) go_value_bounds_init(b);
  if (!rc) rc = S_ISDIR(st.st_mode) ? add_folder(b, path) : add_file(b, path);
  if (!rc && json) {
    json_writer w;
    go_cli_json_begin(&w, argc, argv);
    json_key(&w, "params");
    json_begin_object(&w);
    json_kv_string(&w, "records", path);
    json_kv_int(&w, "max_points", max_points);
    json_end_object(&w);
    json_key(&w, "result");
    json_begin_object(&w);
    go_value_bounds_json(b, 1, max_points, 18, &w);
    json_end_object(&w);
    json_end_object(&w);
    printf("\n");
  } else if (!rc) {
    go_value_bounds_lines(b, 1, max_points, 18, text, 1 << 16);
    fputs(text, stdout);
    go_value_bounds_grid(b, 1, max_points, 18, text, 1 << 16);
    printf("\n%s", text);
  }
  free(b);
  free(text);
  return rc;
}
