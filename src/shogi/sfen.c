/* shogi/sfen: SFEN positions and USI move text, in and out, for both variants. The parser takes any
 * byte string and either builds a position that satisfies shogi_pos_check or says what is wrong. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/error.h"
#include "shogi/tables.h"

static const char shogi_letters[SHOGI_NHAND + 1] = {0, 'P', 'L', 'N', 'S', 'B', 'R', 'G', 'K'};

static int letter_type(int ch) {
  if (ch >= 'a' && ch <= 'z') ch -= 'a' - 'A';
  for (int ty = 1; ty <= SHOGI_K; ty++)
    if (shogi_letters[ty] == ch) return ty;
  return 0;
}

static int fail(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(char *err, size_t errlen, const char *fmt, ...) {
  if (err && errlen) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
  }
  return YOMI_EPARSE;
}

static bool in_variant(const shogi_variant *v, int base) { return v->total[base] > 0; }

static bool is_white_letter(int ch) { return ch >= 'a' && ch <= 'z'; }

/* One piece letter (with its '+') at *s on square (row, col) of the board; count[] counts the set. */
static int board_piece(shogi_pos *p, const char **s, int row, int col, int *count, char *err, size_t errlen) {
  const shogi_variant *v = p->v;
  int n = v->n, ch = (unsigned char)**s;
  bool promoted = false;
  if (ch == '+') {
    promoted = true;
    ch = (unsigned char)*++*s;
  }
  int ty = letter_type(ch);
  if (!ty || !in_variant(v, ty))
    return fail(err, errlen, "SFEN board: bad piece letter '%c' for %s", ch >= 32 && ch < 127 ? ch : '?',
                v->name);
  if (promoted) {
    if (!shogi__promotable(ty)) return fail(err, errlen, "SFEN board: '+%c' cannot be promoted", ch);
    ty += SHOGI_PROMOTE;
  }
  if (col >= n) return fail(err, errlen, "SFEN rank %d has more than %d squares", row + 1, n);
  int color = is_white_letter(ch) ? SHOGI_WHITE : SHOGI_BLACK;
  if (ty == SHOGI_K && p->king[color] != 0xff)
    return fail(err, errlen, "SFEN board: two %s Kings", color ? "White" : "Black");
  shogi_pos_put(p, row * n + col, SHOGI_PIECE(color, ty));
  int base = shogi__base(ty);
  if (++count[base] > v->total[base])
    return fail(err, errlen, "SFEN: too many %c pieces (the set has %d)", shogi_letters[base],
                v->total[base]);
  return YOMI_OK;
}

/* The board field at *s, up to the first space or the end; *s is left there. */
static int parse_board(shogi_pos *p, const char **s, int *count, char *err, size_t errlen) {
  int n = p->v->n, row = 0, col = 0;
  for (;; ++*s) {
    int ch = (unsigned char)**s;
    if (ch == '/' || ch == ' ' || ch == 0) {
      if (col != n) return fail(err, errlen, "SFEN rank %d has %d squares, expected %d", row + 1, col, n);
      row++;
      col = 0;
      if (ch != '/') break;
      if (row >= n) return fail(err, errlen, "SFEN board has more than %d ranks", n);
    } else if (ch >= '1' && ch <= '9') {
      if ((*s)[1] >= '0' && (*s)[1] <= '9')
        return fail(err, errlen, "SFEN board: run of empty squares too long");
      col += ch - '0';
      if (col > n) return fail(err, errlen, "SFEN rank %d has more than %d squares", row + 1, n);
    } else {
      int rc = board_piece(p, s, row, col++, count, err, errlen);
      if (rc) return rc;
    }
  }
  if (row != n) return fail(err, errlen, "SFEN board has %d ranks, expected %d", row, n);
  for (int c = 0; c < 2; c++)
    if (p->king[c] == 0xff) return fail(err, errlen, "SFEN board: no %s King", c ? "White" : "Black");
  return YOMI_OK;
}

/* The hand field at *s ("-" or counted piece letters); count[] goes on counting the set. */
static int parse_hand(shogi_pos *p, const char **s, int *count, char *err, size_t errlen) {
  const shogi_variant *v = p->v;
  if (**s == '-') {
    ++*s;
    return YOMI_OK;
  }
  if (!**s) return fail(err, errlen, "SFEN: missing hand ('-' for none)");
  bool seen[2][SHOGI_NHAND] = {{false}};
  for (; **s && **s != ' '; ++*s) {
    int k = 1;
    if (**s >= '0' && **s <= '9') {
      for (k = 0; **s >= '0' && **s <= '9';)
        if ((k = k * 10 + (*(*s)++ - '0')) > 99) return fail(err, errlen, "SFEN hand: count too large");
      if (k < 1) return fail(err, errlen, "SFEN hand: count must be at least 1");
    }
    int ch = (unsigned char)**s, ty = letter_type(ch);
    if (!ty || ty == SHOGI_K || !in_variant(v, ty))
      return fail(err, errlen, "SFEN hand: bad piece letter '%c' for %s", ch >= 32 && ch < 127 ? ch : '?',
                  v->name);
    int color = is_white_letter(ch) ? SHOGI_WHITE : SHOGI_BLACK;
    if (seen[color][ty]) return fail(err, errlen, "SFEN hand: '%c' given twice", ch);
    seen[color][ty] = true;
    count[ty] += k;
    if (count[ty] > v->total[ty])
      return fail(err, errlen, "SFEN: too many %c pieces (the set has %d)", shogi_letters[ty], v->total[ty]);
    shogi_pos_set_hand(p, color, ty, k);
  }
  return YOMI_OK;
}

static const char *skip_spaces(const char *s) {
  while (*s == ' ') s++;
  return s;
}

int shogi_pos_from_sfen(shogi_pos *p, const shogi_variant *v, const char *sfen, char *err, size_t errlen) {
  if (!v || !sfen) return fail(err, errlen, "no variant or no SFEN");
  shogi_pos_clear(p, v);
  const char *s = skip_spaces(sfen);
  int count[SHOGI_NHAND + 1] = {0};
  int rc = parse_board(p, &s, count, err, errlen);
  if (rc) return rc;
  s = skip_spaces(s);
  if ((s[0] != 'b' && s[0] != 'w') || (s[1] != ' ' && s[1] != 0))
    return fail(err, errlen, "SFEN: side to move must be 'b' or 'w'");
  shogi_pos_set_side(p, s[0] == 'w' ? SHOGI_WHITE : SHOGI_BLACK);
  s = skip_spaces(s + 1);
  rc = parse_hand(p, &s, count, err, errlen);
  if (rc) return rc;
  /* An optional move number, then nothing. */
  s = skip_spaces(s);
  while (*s >= '0' && *s <= '9') s++;
  s = skip_spaces(s);
  if (*s) return fail(err, errlen, "SFEN: unexpected text after the hand");
  return YOMI_OK;
}

int shogi_pos_to_sfen(const shogi_pos *p, char *buf, size_t len) {
  char tmp[256];
  int k = 0, n = p->v->n;
  for (int r = 0; r < n; r++) {
    int empty = 0;
    for (int c = 0; c < n; c++) {
      uint8_t pc = p->board[r * n + c];
      if (!pc) {
        empty++;
        continue;
      }
      if (empty) tmp[k++] = (char)('0' + empty);
      empty = 0;
      int ty = SHOGI_TYPE(pc);
      if (ty > SHOGI_K) tmp[k++] = '+';
      char ch = shogi_letters[shogi__base(ty)];
      tmp[k++] = SHOGI_COLOR(pc) ? (char)(ch - 'A' + 'a') : ch;
    }
    if (empty) tmp[k++] = (char)('0' + empty);
    if (r < n - 1) tmp[k++] = '/';
  }
  tmp[k++] = ' ';
  tmp[k++] = p->side ? 'w' : 'b';
  tmp[k++] = ' ';
  static const int order[7] = {SHOGI_R, SHOGI_B, SHOGI_G, SHOGI_S, SHOGI_N, SHOGI_L, SHOGI_P};
  int start = k;
  for (int c = 0; c < 2; c++)
    for (int i = 0; i < 7; i++) {
      int cnt = p->hand[c][order[i]];
      if (!cnt) continue;
      if (cnt > 1) k += snprintf(tmp + k, sizeof tmp - (size_t)k, "%d", cnt);
      char ch = shogi_letters[order[i]];
      tmp[k++] = c ? (char)(ch - 'A' + 'a') : ch;
    }
  if (k == start) tmp[k++] = '-';
  tmp[k] = 0;
  return snprintf(buf, len, "%s 1", tmp);
}

int shogi_move_to_usi(const shogi_variant *v, shogi_move m, char *buf, size_t len) {
  int n = v->n, to = SHOGI_MOVE_TO(m);
  char dst[3] = {(char)('0' + n - to % n), (char)('a' + to / n), 0};
  if (SHOGI_MOVE_IS_DROP(m)) return snprintf(buf, len, "%c*%s", shogi_letters[SHOGI_MOVE_DROP_TYPE(m)], dst);
  int from = SHOGI_MOVE_FROM(m);
  return snprintf(buf, len, "%c%c%s%s", '0' + n - from % n, 'a' + from / n, dst,
                  SHOGI_MOVE_PROMOTES(m) ? "+" : "");
}

int shogi_move_from_usi(const shogi_pos *p, const char *usi, shogi_move *m) {
  shogi_move moves[SHOGI_MAX_MOVES];
  int n = shogi_gen_legal(p, moves);
  char buf[16];
  if (!usi || strlen(usi) > 6) return YOMI_EPARSE;
  for (int i = 0; i < n; i++) {
    shogi_move_to_usi(p->v, moves[i], buf, sizeof buf);
    if (!strcmp(buf, usi)) {
      *m = moves[i];
      return YOMI_OK;
    }
  }
  return YOMI_EILLEGAL;
}
