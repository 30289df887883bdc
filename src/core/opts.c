/* opts: table-driven option parsing. */
#include "core/opts.h"
#include "core/error.h"
#include "core/json.h"
#include "core/text.h"
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static void *field(void *out, const opt_spec *s) { return (char *)out + s->offset; }

static void dashed(const char *name, char *buf, size_t len) {
  size_t i = 0;
  for (; name[i] && i + 1 < len; i++) buf[i] = name[i] == '_' ? '-' : name[i];
  buf[i] = 0;
}

/* from_default: `text` is the table's default (where NONE means a NULL string), not user input. */
static int set_value(const opt_spec *s, void *out, const char *text, bool from_default, char *err,
                     size_t errlen) {
  char name[64];
  dashed(s->name, name, sizeof name);
  char *end = NULL;
  errno = 0;
  switch (s->type) {
    case OPT_INT: {
      long long v = strtoll(text, &end, 10);
      if (*text && !*end && errno == ERANGE) {
        snprintf(err, errlen, "option --%s: %s is outside [%.0f, %.0f]", name, text, s->lo, s->hi);
        return YOMI_EINVAL;
      }
      if (!*text || *end || errno) {
        snprintf(err, errlen, "option --%s: '%s' is not an integer", name, text);
        return YOMI_EINVAL;
      }
      if ((double)v < s->lo || (double)v > s->hi) {
        snprintf(err, errlen, "option --%s: %lld is outside [%.0f, %.0f]", name, v, s->lo, s->hi);
        return YOMI_EINVAL;
      }
      *(long long *)field(out, s) = v;
      return 0;
    }
    case OPT_DOUBLE: {
      double v;
      if (text_decimal(text, &v)) {
        snprintf(err, errlen, "option --%s: '%s' is not a number", name, text);
        return YOMI_EINVAL;
      }
      if (v < s->lo || v > s->hi) {
        snprintf(err, errlen, "option --%s: %s is outside [%g, %g]", name, text, s->lo, s->hi);
        return YOMI_EINVAL;
      }
      *(double *)field(out, s) = v;
      return 0;
    }
    case OPT_STR:
      *(const char **)field(out, s) = from_default && strcmp(text, "NONE") == 0 ? NULL : text;
      return 0;
    case OPT_FLAG: *(bool *)field(out, s) = strcmp(text, "0") != 0; return 0;
  }
  return YOMI_EINVAL;
}

void opts_defaults(const opt_spec *specs, size_t n, void *out) {
  char err[8];
  for (size_t i = 0; i < n; i++) set_value(&specs[i], out, specs[i].def, true, err, sizeof err);
}

void opts_group_defaults(const opt_group *g, size_t ng) {
  for (size_t i = 0; i < ng; i++) opts_defaults(g[i].specs, g[i].n, g[i].out);
}

int opts_parse(const opt_spec *specs, size_t n, void *out, int argc, char **argv, char **positional,
               int max_positional, int *npos, char *err, size_t errlen) {
  opt_group g = {specs, n, out};
  return opts_parse_groups(&g, 1, argc, argv, positional, max_positional, npos, err, errlen);
}

/* The spec named by the first len characters of `name` (dashes for underscores), and its group. */
static const opt_spec *find_spec(const opt_group *g, size_t ng, const char *name, size_t len, void **out,
                                 int *found) {
  const opt_spec *s = NULL;
  *found = 0;
  for (size_t i = 0; i < ng; i++)
    for (size_t k = 0; k < g[i].n; k++) {
      char dn[64];
      dashed(g[i].specs[k].name, dn, sizeof dn);
      if (strlen(dn) == len && strncmp(dn, name, len) == 0) {
        s = &g[i].specs[k];
        *out = g[i].out;
        ++*found;
      }
    }
  return s;
}

int opts_parse_groups(const opt_group *g, size_t ng, int argc, char **argv, char **positional,
                      int max_positional, int *npos, char *err, size_t errlen) {
  opts_group_defaults(g, ng);
  *npos = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (strncmp(a, "--", 2) != 0 || a[2] == 0) {
      if (*npos >= max_positional) {
        snprintf(err, errlen, "unexpected argument '%s'", a);
        return YOMI_EINVAL;
      }
      positional[(*npos)++] = argv[i];
      continue;
    }
    const char *eq = strchr(a + 2, '=');
    size_t len = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
    void *out = NULL;
    int found = 0;
    const opt_spec *s = find_spec(g, ng, a + 2, len, &out, &found);
    if (!s) {
      snprintf(err, errlen, "unknown option '%.*s'", (int)(len + 2), a);
      return YOMI_EINVAL;
    }
    if (found > 1) {
      snprintf(err, errlen, "option '%.*s' is declared in two tables", (int)(len + 2), a);
      return YOMI_EINVAL;
    }
    const char *value;
    if (s->type == OPT_FLAG) {
      if (eq) {
        snprintf(err, errlen, "option '%.*s' takes no value", (int)(len + 2), a);
        return YOMI_EINVAL;
      }
      value = "1";
    } else if (eq) {
      value = eq + 1;
    } else if (i + 1 < argc) {
      value = argv[++i];
    } else {
      snprintf(err, errlen, "option '%s' needs a value", a);
      return YOMI_EINVAL;
    }
    int rc = set_value(s, out, value, false, err, errlen);
    if (rc) return rc;
  }
  return 0;
}

void opts_help(FILE *f, const opt_spec *specs, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const opt_spec *s = &specs[i];
    char name[64], left[96];
    dashed(s->name, name, sizeof name);
    switch (s->type) {
      case OPT_FLAG: snprintf(left, sizeof left, "--%s", name); break;
      case OPT_INT: snprintf(left, sizeof left, "--%s N", name); break;
      case OPT_DOUBLE: snprintf(left, sizeof left, "--%s X", name); break;
      case OPT_STR: snprintf(left, sizeof left, "--%s S", name); break;
    }
    fprintf(f, "  %-24s %s", left, s->help);
    if (s->type == OPT_INT || s->type == OPT_DOUBLE)
      fprintf(f, " (default %s, range %g..%g)", s->def, s->lo, s->hi);
    else if (s->type == OPT_STR && strcmp(s->def, "NONE") != 0) fprintf(f, " (default %s)", s->def);
    fputc('\n', f);
  }
}

void opts_help_groups(FILE *f, const opt_group *g, size_t ng) {
  for (size_t i = 0; i < ng; i++) opts_help(f, g[i].specs, g[i].n);
}

static bool named(const char *const *names, const char *name) {
  for (; names && *names; names++)
    if (strcmp(*names, name) == 0) return true;
  return false;
}

void opts_json_groups(json_writer *w, const opt_group *g, size_t ng) { opts_json_groups_but(w, g, ng, NULL); }

void opts_json_groups_but(json_writer *w, const opt_group *g, size_t ng, const char *const *skip) {
  for (size_t i = 0; i < ng; i++)
    for (size_t k = 0; k < g[i].n; k++) {
      const opt_spec *s = &g[i].specs[k];
      if (named(skip, s->name)) continue;
      const void *v = (const char *)g[i].out + s->offset;
      const char *str = s->type == OPT_STR ? *(const char *const *)v : NULL;
      if (s->type == OPT_INT) json_kv_int(w, s->name, *(const long long *)v);
      else if (s->type == OPT_DOUBLE) json_kv_double(w, s->name, *(const double *)v);
      else if (s->type == OPT_FLAG) json_kv_bool(w, s->name, *(const bool *)v);
      else if (str) json_kv_string(w, s->name, str);
      else json_key(w, s->name), json_null(w);
    }
}

int opts_parse_names(const char *s, const char *const *names, int n, unsigned *bits) {
  unsigned r = 0;
  while (*s) {
    size_t len = strcspn(s, ",");
    int i = 0;
    while (i < n && (strlen(names[i]) != len || strncmp(s, names[i], len))) i++;
    if (i == n) return -1;
    r |= 1u << i;
    s += len;
    if (*s == ',' && *++s == '\0') return -1;
  }
  if (!r) return -1;
  *bits = r;
  return 0;
}

int opts_parse_rules(const char *s, const char *const *names, int n, unsigned *bits) {
  if (!strcmp(s, "all")) return *bits = (1u << n) - 1, 0;
  if (!strcmp(s, "none")) return *bits = 0, 0;
  return opts_parse_names(s, names, n, bits);
}

const char *opts_rules_text(unsigned bits, const char *const *names, int n, char *buf, size_t len) {
  unsigned all = (1u << n) - 1;
  if ((bits & all) == all) return snprintf(buf, len, "all"), buf;
  if (!(bits & all)) return snprintf(buf, len, "none"), buf;
  size_t at = 0;
  buf[0] = '\0';
  for (int i = 0; i < n; i++)
    if ((bits & (1u << i)) && at < len)
      at += (size_t)snprintf(buf + at, len - at, "%s%s", at ? "," : "", names[i]);
  return buf;
}
