/* core/text: appending to a fixed text buffer with snprintf semantics (nothing past the end is
 * written, the count says what would have been), for the board diagrams and game records. */
#ifndef YOMI_CORE_TEXT_H
#define YOMI_CORE_TEXT_H
#include <stddef.h>

/* Append s to out (n bytes) at *k; *k counts every character, written or not. The caller puts the
 * final '\0' (out[*k < n ? *k : n - 1]). */
void text_emit(char *out, size_t n, size_t *k, const char *s);
/* printf-style append to the '\0'-terminated string in buf (size bytes), truncating. */
void text_appendf(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* s as one printable line into out (n bytes, at least 4), for quoting input in an error message:
 * newline, tab and carriage return become \n \t \r, other control bytes (and DEL) \xNN; input
 * whose quoted form does not fit ends in "...". Returns out. */
char *text_quote(char *out, size_t n, const char *s);
/* Append s as one POSIX shell word (as is when it holds only letters, digits and _-+=/.,:@%, else in
 * single quotes, a quote inside written '\''), with text_emit's semantics. */
void text_shell_word(char *out, size_t n, size_t *k, const char *s);
/* A decimal number, the whole of s: an optional sign, digits with an optional point (a digit on at
 * least one side), an optional exponent; finite. Into *v; 0, or -1 for anything else (empty, a
 * space, hex, inf, nan, a trailing character, out of range). The command line's and GTP's numbers. */
int text_decimal(const char *s, double *v);
/* "" for a count of one, else "s": the English plural of a counted noun ("%d run%s"). */
static inline const char *text_plural(long long n) { return n == 1 ? "" : "s"; }
/* The len bytes of text written to a new file at path (replacing one there): 0 or YOMI_EIO. */
int text_save(const char *path, const char *text, size_t len);

#endif
