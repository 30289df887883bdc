/* go_fixture.h (test helper): reads Benson case files in the format of tests/fixtures/reference/benson-*.txt
 * ('# case: NAME  suicide=legal|illegal', '# size: CxR', board rows, '--', expected grid, '==');
 * tests/fixtures/go/benson.txt uses the same format. */
#ifndef YOMI_TESTS_GO_FIXTURE_H
#define YOMI_TESTS_GO_FIXTURE_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char name[1024];
  int suicide_legal; /* 1 legal, 0 illegal */
  char board[2048];  /* rows joined by '\n' */
  char grid[2048];
  int rows, cols, grid_rows;
} go_case;

/* Reads the next case from f; 1 if one was read, 0 at the end, -1 on a malformed file. */
static inline int go_case_next(FILE *f, go_case *c) {
  char line[1024];
  int state = 0; /* 0 before a case, 1 board, 2 grid */
  memset(c, 0, sizeof *c);
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = '\0';
    if (strncmp(line, "# case:", 7) == 0) {
      if (state != 0) return -1;
      snprintf(c->name, sizeof c->name, "%s", line + 8);
      char *s = strstr(line, "suicide=");
      if (!s) return -1;
      c->suicide_legal = strncmp(s + 8, "legal", 5) == 0;
      state = 1;
      continue;
    }
    if (line[0] == '#' || (state == 0 && line[0] == '\0')) continue;
    if (state == 0) return -1;
    if (strcmp(line, "--") == 0) {
      if (state != 1) return -1;
      state = 2;
      continue;
    }
    if (strcmp(line, "==") == 0) {
      if (state != 2 || c->grid_rows != c->rows) return -1;
      return 1;
    }
    if (line[0] == '\0') continue;
    int len = (int)strlen(line);
    if (state == 1) {
      if (c->rows && len != c->cols) return -1;
      c->cols = len;
      strcat(c->board, line);
      strcat(c->board, "\n");
      c->rows++;
    } else {
      if (len != c->cols) return -1;
      strcat(c->grid, line);
      c->grid_rows++;
    }
  }
  return state == 0 ? 0 : -1;
}

#endif
