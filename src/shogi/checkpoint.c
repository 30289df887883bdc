/* shogi/checkpoint: the estimator's checkpoint file: the tally of the first chunks done, as text,
 * written atomically (PATH.tmp, fsync, rename) and closed by a checksum line, so that a damaged,
 * truncated, edited or foreign file is refused with its reason and never resumed. */
#include "core/error.h"
#include "core/hash.h"
#include "core/text.h"
#include "shogi/estimate.h"
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Format 2: format 1 (magic, identity, chunks, samples, stopped, plies, el, rest, [unsearched], end)
 * followed by "checksum HEX\n", the hash_bytes of everything before that line. */
#define MAGIC "yomi-estimate-checkpoint "
#define FORMAT 2
#define CKPT_MAX (4u << 20) /* far above the largest file (the E/L histogram full: about 0.6 MB) */

static void why_set(char *why, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void why_set(char *why, size_t n, const char *fmt, ...) {
  if (!why || !n) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, n, fmt, ap);
  va_end(ap);
}

/* ---- writing ---- */

typedef struct outbuf {
  char *p;
  size_t n, k; /* size, characters written (or wanted) */
} outbuf;

static void put(outbuf *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(outbuf *o, const char *fmt, ...) {
  char piece[640];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(piece, sizeof piece, fmt, ap);
  va_end(ap);
  text_emit(o->p, o->n, &o->k, piece);
}

static void put_array(outbuf *o, const char *name, const uint64_t *a, int n) {
  put(o, "%s %d", name, n);
  for (int i = 0; i < n; i++) put(o, " %llu", (unsigned long long)a[i]);
  put(o, "\n");
}

static void put_tally(outbuf *o, const char *identity, uint64_t chunks, const shogi_tally *t) {
  put(o, MAGIC "%d\n%s\nchunks %llu\n", FORMAT, identity, (unsigned long long)chunks);
  put(o, "samples %llu\n", (unsigned long long)t->samples);
  put_array(o, "stopped", t->stopped, SHOGI_STAGE_COUNT);
  put_array(o, "plies", t->plies, SHOGI_PLIES_MAX + 1);
  /* The E/L histogram is sparse: (bin, count) pairs. */
  int nz = 0;
  for (int i = 0; i < SHOGI_EL_BINS; i++) nz += t->el_hist[i] != 0;
  put(o, "el %d", nz);
  for (int i = 0; i < SHOGI_EL_BINS; i++)
    if (t->el_hist[i]) put(o, " %d:%llu", i, (unsigned long long)t->el_hist[i]);
  put(o, "\nrest %llu %llu %llu %llu %llu\n", (unsigned long long)t->el_equal,
      (unsigned long long)t->sum_expanded, (unsigned long long)t->sum_length, (unsigned long long)t->max_e,
      (unsigned long long)t->max_l);
  /* Written only by the two-phase design, as in format 1. */
  if (t->unsearched) put(o, "unsearched %llu\n", (unsigned long long)t->unsearched);
  put(o, "end\n");
}

/* Write the n bytes to tmp, flushed to the disk. 0 or errno. */
static int write_file(const char *tmp, const char *text, size_t n) {
  FILE *f = fopen(tmp, "w");
  if (!f) return errno ? errno : EIO;
  errno = 0;
  int e = fwrite(text, 1, n, f) == n ? 0 : errno ? errno : EIO;
  if (fflush(f) != 0 && !e) e = errno ? errno : EIO;
  if (!e && fsync(fileno(f)) != 0) e = errno;
  if (fclose(f) != 0 && !e) e = errno ? errno : EIO;
  return e;
}

int shogi_checkpoint_save(const char *path, const char *identity, uint64_t chunks_done, const shogi_tally *t,
                          char *why, size_t whylen) {
  char tmp[4096];
  if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) {
    why_set(why, whylen, "file name too long");
    return YOMI_EINVAL;
  }
  outbuf o = {malloc(CKPT_MAX), CKPT_MAX, 0};
  if (!o.p) return why_set(why, whylen, "out of memory"), YOMI_ENOMEM;
  put_tally(&o, identity, chunks_done, t);
  if (o.k + 40 >= o.n) {
    free(o.p);
    return why_set(why, whylen, "checkpoint too large"), YOMI_ERANGE;
  }
  put(&o, "checksum %016llx\n", (unsigned long long)hash_bytes(o.p, o.k));
  int e = write_file(tmp, o.p, o.k);
  free(o.p);
  if (!e && rename(tmp, path) != 0) e = errno;
  if (e) {
    unlink(tmp);
    why_set(why, whylen, "cannot write %s: %s", e == EXDEV ? path : tmp, strerror(e));
    return YOMI_EIO;
  }
  return 0;
}

/* ---- reading ---- */

/* A cursor over the file's text: every number is decimal digits only (no sign, no overflow). */
typedef struct cursor {
  const char *p, *end;
  bool bad;
} cursor;

static void skip_blanks(cursor *c) {
  while (c->p < c->end && (*c->p == ' ' || *c->p == '\n')) c->p++;
}

static uint64_t number(cursor *c) {
  skip_blanks(c);
  uint64_t v = 0;
  const char *start = c->p;
  while (c->p < c->end && *c->p >= '0' && *c->p <= '9') {
    unsigned d = (unsigned)(*c->p++ - '0');
    if (v > (UINT64_MAX - d) / 10) c->bad = true;
    v = v * 10 + d;
  }
  if (c->p == start || (c->p < c->end && *c->p != ' ' && *c->p != '\n' && *c->p != ':')) c->bad = true;
  return v;
}

/* The word `w` next, followed by a blank. */
static void word(cursor *c, const char *w) {
  skip_blanks(c);
  size_t n = strlen(w);
  if ((size_t)(c->end - c->p) <= n || memcmp(c->p, w, n) != 0 || (c->p[n] != ' ' && c->p[n] != '\n'))
    c->bad = true;
  else c->p += n;
}

static void array(cursor *c, const char *name, uint64_t *a, int n) {
  word(c, name);
  if (!c->bad && number(c) != (uint64_t)n) c->bad = true;
  for (int i = 0; i < n && !c->bad; i++) a[i] = number(c);
}

/* Name the field about to be read, unless one before it failed (which then stays named). */
static bool at(const cursor *c, const char **field, const char *name) {
  if (!c->bad) *field = name;
  return !c->bad;
}

/* The tally's fields after the identity line; the field that failed in *field. */
static bool parse_tally(cursor *c, uint64_t *chunks, shogi_tally *t, const char **field) {
  if (at(c, field, "chunks")) word(c, "chunks"), *chunks = number(c);
  if (at(c, field, "samples")) word(c, "samples"), t->samples = number(c);
  if (at(c, field, "stopped")) array(c, "stopped", t->stopped, SHOGI_STAGE_COUNT);
  if (at(c, field, "plies")) array(c, "plies", t->plies, SHOGI_PLIES_MAX + 1);
  uint64_t nz = at(c, field, "el") ? (word(c, "el"), number(c)) : 0;
  if (nz > SHOGI_EL_BINS) c->bad = true;
  for (uint64_t i = 0, last = 0; i < nz && !c->bad; i++) {
    uint64_t bin = number(c);
    if (c->p >= c->end || *c->p != ':' || bin >= SHOGI_EL_BINS || (i && bin <= last)) c->bad = true;
    else c->p++, t->el_hist[bin] = number(c), last = bin;
  }
  uint64_t *rest[5] = {&t->el_equal, &t->sum_expanded, &t->sum_length, &t->max_e, &t->max_l};
  if (at(c, field, "rest")) word(c, "rest");
  for (int i = 0; i < 5 && !c->bad; i++) *rest[i] = number(c);
  skip_blanks(c);
  if (c->end - c->p > 10 && memcmp(c->p, "unsearched", 10) == 0 && at(c, field, "unsearched"))
    word(c, "unsearched"), t->unsearched = number(c);
  if (at(c, field, "end")) word(c, "end");
  skip_blanks(c);
  if (c->p != c->end) c->bad = true;
  return !c->bad;
}

static uint64_t sum(const uint64_t *a, int n) {
  unsigned __int128 s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s > UINT64_MAX ? UINT64_MAX : (uint64_t)s;
}

/* Do the tally's counts add up? NULL, or what does not. */
static const char *inconsistency(const shogi_tally *t) {
  uint64_t reach = t->stopped[SHOGI_STAGE_REACHABLE];
  unsigned __int128 staged = (unsigned __int128)sum(t->stopped, SHOGI_STAGE_COUNT) + t->unsearched;
  if (staged != t->samples) return "the samples are not the sum of the stages";
  if (sum(t->plies, SHOGI_PLIES_MAX + 1) != t->stopped[SHOGI_STAGE_UNREACHABLE])
    return "the plies histogram does not add up to the unreachable samples";
  if (sum(t->el_hist, SHOGI_EL_BINS) != reach)
    return "the E/L histogram does not add up to the reachable samples";
  if (t->el_equal > reach) return "more samples with E = L than reachable samples";
  if (!reach && (t->sum_expanded || t->sum_length || t->max_e || t->max_l))
    return "E/L figures without a reachable sample";
  if (reach &&
      (t->sum_length < reach || t->max_l == 0 || t->max_l > t->sum_length || t->max_e > t->sum_expanded))
    return "the E and L sums do not fit the reachable samples";
  return NULL;
}

/* The whole file into *text (NUL-terminated), at most CKPT_MAX bytes. 0, or an error with its why. */
static int read_all(const char *path, char **text, size_t *len, char *why, size_t whylen) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    why_set(why, whylen, "cannot read it: %s", strerror(errno));
    return errno == ENOENT ? YOMI_EINVAL : YOMI_EIO;
  }
  long size = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
  int rc = size < 0 || fseek(f, 0, SEEK_SET) != 0 ? YOMI_EIO : size > (long)CKPT_MAX ? YOMI_EPARSE : 0;
  char *buf = rc ? NULL : malloc((size_t)size + 1);
  if (!rc && !buf) rc = YOMI_ENOMEM;
  size_t n = buf ? fread(buf, 1, (size_t)size, f) : 0;
  if (!rc && (ferror(f) || n != (size_t)size)) rc = YOMI_EIO;
  fclose(f);
  if (rc) {
    free(buf);
    why_set(why, whylen, "%s", rc == YOMI_EPARSE ? "too large for a checkpoint" : yomi_strerror(rc));
    return rc;
  }
  buf[n] = 0;
  *text = buf, *len = n;
  return 0;
}

/* The checksum line closing text[0, *len): 0 and *len cut to the body, or YOMI_EPARSE with why. */
static int check_sum(const char *text, size_t *len, char *why, size_t whylen) {
  size_t n = *len;
  const size_t line = strlen("checksum ") + 16 + 1;
  if (n < line || text[n - 1] != '\n' || memcmp(text + n - line, "checksum ", 9) != 0) {
    why_set(why, whylen, "truncated or damaged: no checksum line at its end");
    return YOMI_EPARSE;
  }
  char hex[17];
  memcpy(hex, text + n - line + 9, 16), hex[16] = 0;
  char *endp;
  unsigned long long stored = strtoull(hex, &endp, 16);
  if (*endp || hex[0] == '-' || hex[0] == '+' || hex[0] == ' ') {
    why_set(why, whylen, "damaged: the checksum line is malformed");
    return YOMI_EPARSE;
  }
  uint64_t actual = hash_bytes(text, n - line);
  if (stored != actual) {
    why_set(why, whylen, "damaged: checksum %016llx, its contents hash to %016llx", stored,
            (unsigned long long)actual);
    return YOMI_EPARSE;
  }
  *len = n - line;
  return 0;
}

/* The first line: magic and format. 0 or YOMI_EPARSE with why. */
static int check_format(cursor *c, char *why, size_t whylen) {
  size_t m = strlen(MAGIC);
  if ((size_t)(c->end - c->p) < m || memcmp(c->p, MAGIC, m) != 0)
    return why_set(why, whylen, "not a yomi estimate checkpoint"), YOMI_EPARSE;
  c->p += m;
  uint64_t format = number(c);
  if (c->bad || format != FORMAT)
    return why_set(why, whylen, "written in another format (%llu) than this build's (%d)",
                   (unsigned long long)format, FORMAT),
           YOMI_EPARSE;
  c->p++;
  return 0;
}

/* The identity line: 0 or YOMI_ERANGE with why. */
static int check_identity(cursor *c, const char *identity, char *why, size_t whylen) {
  const char *nl = memchr(c->p, '\n', (size_t)(c->end - c->p));
  size_t idlen = strlen(identity);
  if (!nl || (size_t)(nl - c->p) != idlen || memcmp(c->p, identity, idlen) != 0) {
    int shown = nl ? (int)(nl - c->p) : 0;
    why_set(why, whylen, "belongs to another run: it is for '%.*s', this run is '%s'",
            shown > 300 ? 300 : shown, c->p, identity);
    return YOMI_ERANGE;
  }
  c->p = nl + 1;
  return 0;
}

int shogi_checkpoint_load(const char *path, const char *identity, uint64_t *chunks_done, shogi_tally *t,
                          char *why, size_t whylen) {
  char *text = NULL;
  size_t len = 0;
  shogi_tally_clear(t);
  int rc = read_all(path, &text, &len, why, whylen);
  if (rc) return rc;
  cursor c = {text, text + len, false};
  rc = check_format(&c, why, whylen);
  if (!rc) rc = check_sum(text, &len, why, whylen);
  c.end = text + len;
  if (!rc) rc = check_identity(&c, identity, why, whylen);
  const char *field = "chunks", *bad = NULL;
  if (!rc && !parse_tally(&c, chunks_done, t, &field)) {
    why_set(why, whylen, "malformed field '%s'", field);
    rc = YOMI_EPARSE;
  }
  if (!rc && (bad = inconsistency(t))) {
    why_set(why, whylen, "inconsistent: %s", bad);
    rc = YOMI_EPARSE;
  }
  if (rc) shogi_tally_clear(t);
  free(text);
  return rc;
}
