/* Tests of solve/campaign's combination rule on a tree rebuilt from a plan record: an OR over the
 * mover's moves, an AND over the replies, undecidable leaves (-2), moot leaves, subproblem records
 * applied by path (a leaf, or an inner node). */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>
#include <cmocka.h>
#include <string.h>

#include "core/error.h"
#include "core/jsonread.h"
#include "core/records.h"
#include "go/campaign.h"
#include "solve/campaign.h"
#include "solve/campaign_impl.h"
#include "solve/tt.h"

/* The root (player 0 to move) with moves a, b; below each, player 1's replies x, y; and a pass
 * the game decides for player 1. */
static const char *plan =
    "{\"kind\": \"plan\", \"problem\": \"p\", \"split_depth\": 2, \"trusted\": null, \"players\": [\"b\", \"w\"],"
    " \"nodes\": [[-1, \"\", 0, -1], [0, \"a\", 1, -1], [0, \"b\", 1, -1], [0, \"pass\", 1, 1],"
    " [1, \"x\", 0, -1], [1, \"y\", 0, -1], [2, \"x\", 0, -1], [2, \"y\", 0, -1]]}";

static void load(campaign *c) {
  json_doc d;
  assert_int_equal(json_doc_parse(&d, plan, strlen(plan)), 0);
  assert_int_equal(campaign_from_plan(c, &d), 0);
  json_doc_free(&d);
  assert_int_equal(c->n, 8);
  assert_int_equal(c->leaves, 5);
}

static void test_or_and(void **state) {
  (void)state;
  campaign c;
  load(&c);
  assert_int_equal(c.nodes[3].winner, 1); /* the pass, by the game */
  assert_int_equal(campaign_find(&c, "b,y"), 7);
  campaign_decide(&c, campaign_find(&c, "a,x"), 0);
  assert_int_equal(campaign_winner(&c), -1); /* a needs both replies */
  campaign_decide(&c, campaign_find(&c, "b,x"), 1);
  assert_int_equal(c.nodes[2].winner, 1); /* one reply refutes b */
  assert_false(campaign_needed(&c, 7));   /* so b,y is moot */
  assert_true(campaign_needed(&c, 5));
  campaign_decide(&c, campaign_find(&c, "a,y"), 0);
  assert_int_equal(campaign_winner(&c), 0); /* a wins: the root is player 0's */
  campaign_free(&c);
}

static void test_undecidable(void **state) {
  (void)state;
  campaign c;
  load(&c);
  campaign_decide(&c, 4, -2); /* a,x stopped unproved */
  campaign_decide(&c, 5, 0);
  assert_int_equal(c.nodes[1].winner, -2);
  assert_int_equal(campaign_winner(&c), -1); /* b may still win */
  campaign_decide(&c, 6, 1);
  assert_int_equal(campaign_winner(&c), -2); /* b refuted: nothing left can decide the root */
  campaign_free(&c);
}

/* Record `text` applied alone (a records file of that one line). */
static bool apply_text(campaign *c, const char *text) {
  json_doc d;
  bool bad = false;
  assert_int_equal(json_doc_parse(&d, text, strlen(text)), 0);
  records_file f = {.n = 1, .docs = &d, .bad = &bad};
  bool applied = campaign_apply_record(c, &f, 0);
  json_doc_free(&d);
  return applied;
}

static void test_records(void **state) {
  (void)state;
  campaign c;
  load(&c);
  const char *rec[] = {
      "{\"kind\": \"subproblem\", \"problem\": \"p\", \"path\": \"b\", \"proves\": \"w\"}",
      "{\"kind\": \"subproblem\", \"problem\": \"other\", \"path\": \"a\", \"proves\": \"b\"}",
      "{\"kind\": \"subproblem\", \"problem\": \"p\", \"path\": \"a,x\", \"proves\": null}",
      "{\"kind\": \"subproblem\", \"problem\": \"p\", \"path\": \"a\", \"proves\": \"b\"}"};
  bool want[] = {true, false, false, true};
  for (int i = 0; i < 4; i++) assert_int_equal(apply_text(&c, rec[i]), want[i]);
  assert_int_equal(c.nodes[2].winner, 1);
  assert_int_equal(campaign_winner(&c), 0); /* an inner node's record decides it */
  campaign_free(&c);
}

/* A subproblem record that proves `who` at path with `e` expansions. */
static bool apply_proof(campaign *c, const char *path, const char *who, int e) {
  char text[512];
  snprintf(text, sizeof text,
           "{\"kind\": \"subproblem\", \"problem\": \"p\", \"path\": \"%s\", \"proves\": \"%s\", "
           "\"stats\": {\"expansions\": %d}}",
           path, who, e);
  return apply_text(c, text);
}

/* The proof's size: every reply where the other player moves, the cheapest won move where the winner
 * moves, an inner node's own run where it is cheaper, nothing for the game's leaves. */
static void test_proof_size(void **state) {
  (void)state;
  campaign c;
  campaign_proof_size p;
  load(&c);
  assert_false(campaign_proof(&c, 0, &p)); /* undecided */
  assert_true(apply_proof(&c, "a,x", "b", 100));
  assert_false(campaign_proof(&c, 1, &p)); /* a needs a,y too */
  assert_true(apply_proof(&c, "a,y", "b", 50));
  assert_true(campaign_proof(&c, 0, &p));
  assert_int_equal(p.expansions, 150); /* a: both replies */
  assert_int_equal(p.runs, 2);
  assert_true(apply_proof(&c, "b,x", "b", 7)); /* b,x won by b proves nothing about b */
  assert_true(apply_proof(&c, "b,y", "b", 9));
  assert_true(campaign_proof(&c, 0, &p));
  assert_int_equal(p.expansions, 16);         /* b is cheaper than a: the winner chooses it */
  assert_true(apply_proof(&c, "a", "b", 12)); /* a run of another split depth at the inner node a */
  assert_true(campaign_proof(&c, 0, &p));
  assert_int_equal(p.expansions, 12);
  assert_int_equal(p.runs, 1);
  assert_true(campaign_proof(&c, 3, &p)); /* the pass, decided by the game: no run */
  assert_int_equal(p.expansions, 0);
  assert_int_equal(p.runs, 0);
  campaign_free(&c);
  /* player w wins the root: a and b refuted (the cheaper reply each) and the pass by the game */
  load(&c);
  assert_true(apply_proof(&c, "a,x", "w", 30));
  assert_true(apply_proof(&c, "a,y", "w", 20));
  assert_true(apply_proof(&c, "b,y", "w", 5));
  assert_int_equal(campaign_winner(&c), 1);
  assert_true(campaign_proof(&c, 0, &p));
  assert_int_equal(p.expansions, 25);
  assert_int_equal(p.runs, 2);
  campaign_free(&c);
}

/* Runs of the records file `lines` (n of them): at start moves and path, a probe or not, the entries
 * of the table it went on from (table_continued), saved and given, its expansions and what it proves
 * ("null" for nothing). */
typedef struct chain_line {
  const char *moves, *path;
  bool probe;
  int continued, saved, given, expansions;
  const char *proves;
} chain_line;

static void chain_file(records_file *f, const chain_line *lines, int n) {
  f->n = n, f->torn = false;
  f->docs = calloc((size_t)n, sizeof *f->docs), f->bad = calloc((size_t)n, sizeof *f->bad);
  assert_non_null(f->docs);
  assert_non_null(f->bad);
  for (int i = 0; i < n; i++) {
    const chain_line *l = &lines[i];
    char text[640];
    snprintf(text, sizeof text,
             "{\"kind\": \"subproblem\", \"game\": \"g\", \"trusted\": null, \"problem\": \"p\", "
             "\"params\": {\"moves\": \"%s\"}, \"path\": \"%s\", \"probe\": %s, \"table_continued\": %d, "
             "\"table_saved\": %d, \"table_given\": %d, \"stats\": {\"expansions\": %d}, \"proves\": %s}",
             l->moves, l->path, l->probe ? "true" : "false", l->continued, l->saved, l->given, l->expansions,
             l->proves);
    assert_int_equal(json_doc_parse(&f->docs[i], text, strlen(text)), 0);
  }
}

/* A run that went on from its leaf's own table counts, in the proof, the runs that filled that table:
 * the last one that saved it, and those it went on from in turn (campaign_chain). */
static void test_proof_chain(void **state) {
  (void)state;
  const chain_line lines[] = {
      {"", "a,x", false, 0, 5, 0, 10, "null"},   /* 0: afresh, saved */
      {"", "a,x", true, 0, 0, 0, 3, "null"},     /* 1: a probe: no table of its own */
      {"", "a,x", false, 5, 6, 0, 20, "null"},   /* 2: went on from 0, saved */
      {"", "a,y", false, 0, 9, 0, 1000, "null"}, /* 3: another position */
      {"", "a,x", false, 0, 0, 0, 400, "null"},  /* 4: afresh, saved nothing */
      {"", "a,x", false, 6, 0, 0, 40, "\"b\""},  /* 5: went on from 2: proves b */
      {"a,x", "z", false, 0, 0, 8, 2, "\"b\""},  /* 6: a campaign at a,x gave its table there */
      {"", "a,x", false, 0, 7, 0, 50, "null"},   /* 7: afresh, saved */
      {"", "a,x", false, 7, 8, 0, 60, "null"},   /* 8: went on from 7, saved */
      {"", "a,x", false, 0, 9, 0, 70, "null"},   /* 9: afresh again, saved */
      {"", "a,x", false, 9, 10, 0, 80, "null"},  /* 10: went on from 9, saved */
  };
  records_file f;
  chain_file(&f, lines, 11);
  campaign_proof_size p = campaign_chain(&f, 0, "a,x", 5);
  assert_int_equal(p.expansions, 30); /* 2 and 0 */
  assert_int_equal(p.runs, 2);
  p = campaign_chain(&f, 0, "a,x", 2);
  assert_int_equal(p.expansions, 10);
  p = campaign_chain(&f, 0, "a,y", 9);
  assert_int_equal(p.expansions, 1000);
  p = campaign_chain(&f, 0, "a,x", 7); /* the table given from below ends the chain */
  assert_int_equal(p.runs, 0);
  p = campaign_chain(&f, 0, "a,x", 9); /* 8, then 7, which started afresh */
  assert_int_equal(p.expansions, 110);
  assert_int_equal(p.runs, 2);
  p = campaign_chain(&f, 0, "a,x", 11); /* 10, then 9, which started afresh: not 8 and 7 */
  assert_int_equal(p.expansions, 150);
  assert_int_equal(p.runs, 2);
  campaign c;
  load(&c);
  for (int i = 0; i < f.n; i++) campaign_apply_record(&c, &f, i);
  int ax = campaign_find(&c, "a,x");
  assert_true(ax > 0);
  assert_true(campaign_proof(&c, ax, &p));
  assert_int_equal(p.expansions, 70); /* its run and the two it went on from */
  assert_int_equal(p.runs, 3);
  campaign_apply_chains(&c, &f, 0); /* a run going on now: the table 10 saved */
  assert_int_equal(c.nodes[ax].chain.expansions, 150);
  campaign_free(&c);
  for (int i = 0; i < f.n; i++) json_doc_free(&f.docs[i]);
  free(f.docs), free(f.bad);
}

/* A record of a run stopped at its node limit, parsed into d: path, node limit, table, probe, the
 * root numbers. */
static void limit_doc(json_doc *d, const char *path, int limit, int mb, bool probe, int b, int w) {
  char text[512];
  snprintf(text, sizeof text,
           "{\"kind\": \"subproblem\", \"problem\": \"p\", \"path\": \"%s\", \"probe\": %s, \"node_limit\": "
           "%d, \"tt_mb\": %d, \"result\": {\"winner\": null, \"status\": \"limit\", \"root_proof_numbers\": "
           "{\"b\": %d, \"w\": %d}}, \"proves\": null}",
           path, probe ? "true" : "false", limit, mb, b, w);
  assert_int_equal(json_doc_parse(d, text, strlen(text)), 0);
}

static bool apply_limit(campaign *c, const char *path, int limit, int mb, bool probe, int b, int w) {
  json_doc d;
  limit_doc(&d, path, limit, mb, probe, b, w);
  bool applied = probe ? campaign_apply_probe(c, &d, 100) >= 0 : campaign_apply_limit(c, &d, 100, 16);
  json_doc_free(&d);
  return applied;
}

/* Runs stopped at this node limit (or above) with this table (or larger) are taken as open, not run
 * again; the open leaves come nearest to a win of the root's mover (player b) first. */
static void test_limit_records(void **state) {
  (void)state;
  campaign c;
  load(&c);
  assert_false(apply_limit(&c, "a,x", 99, 16, false, 900, 5)); /* a smaller limit: run it again */
  assert_false(apply_limit(&c, "a,x", 100, 8, false, 900, 5)); /* a smaller table */
  assert_false(apply_limit(&c, "a", 100, 16, false, 900, 5));  /* not a leaf */
  assert_true(apply_limit(&c, "a,x", 100, 16, false, 900, 5));
  assert_false(apply_limit(&c, "a,x", 100, 16, false, 900, 5)); /* taken already */
  assert_true(apply_limit(&c, "a,y", 200, 32, false, 10, 7));
  assert_true(apply_limit(&c, "b,x", 100, 16, false, 300, 1));
  assert_int_equal(c.nodes[1].winner, -2); /* a: both replies open */
  assert_int_equal(campaign_winner(&c), -1);
  int open[8], n = campaign_open_leaves(&c, open);
  assert_int_equal(n, 3); /* b,y is still to run, not open */
  assert_int_equal(open[0], campaign_find(&c, "a,y"));
  assert_int_equal(open[1], campaign_find(&c, "b,x"));
  assert_int_equal(open[2], campaign_find(&c, "a,x"));
  campaign_decide(&c, campaign_find(&c, "b,y"), 1); /* b refuted: only a's leaves stay open */
  n = campaign_open_leaves(&c, open);
  assert_int_equal(n, 2);
  assert_int_equal(open[0], campaign_find(&c, "a,y"));
  campaign_free(&c);
}

/* Open probes of at least the probe size, with a table of any size (a probe's is sized to it), spare a
 * leaf its probe and give it the probe's size (root numbers); a probe is never taken as the leaf's full
 * run. */
static void test_probe_records(void **state) {
  (void)state;
  campaign c;
  load(&c);
  assert_false(apply_limit(&c, "a,x", 99, 16, true, 900, 5)); /* a smaller probe */
  assert_false(apply_limit(&c, "a", 100, 16, true, 900, 5));  /* not a leaf */
  assert_true(apply_limit(&c, "a,x", 100, 8, true, 900, 5));  /* a smaller table: the probe counts */
  int ax = campaign_find(&c, "a,x");
  assert_int_equal(c.nodes[ax].state, CAMPAIGN_TODO); /* still to run in full */
  assert_true(c.nodes[ax].numbers_known);
  assert_int_equal(c.nodes[ax].numbers[0], 900);
  assert_int_equal(c.nodes[ax].numbers[1], 5);
  assert_int_equal(c.nodes[ax].winner, -1);
  campaign_free(&c);
  load(&c); /* a leaf taken as open by a full run is not probed */
  assert_true(apply_limit(&c, "a,x", 100, 16, false, 900, 5));
  assert_false(apply_limit(&c, "a,x", 100, 16, true, 900, 5));
  campaign_free(&c);
}

/* A full run that stopped at a smaller node limit (a campaign at a larger --node-limit, --grow): its
 * leaf runs again, ordered by that run's numbers, which replace its probe's; a probe's record gives
 * none this way, nor does a leaf taken as open or decided. */
static bool apply_numbers(campaign *c, const char *path, bool probe, int b, int w) {
  json_doc d;
  limit_doc(&d, path, 50, 1, probe, b, w);
  bool applied = campaign_apply_numbers(c, &d);
  json_doc_free(&d);
  return applied;
}

static void test_numbers_records(void **state) {
  (void)state;
  campaign c;
  load(&c);
  int ax = campaign_find(&c, "a,x"), by = campaign_find(&c, "b,y");
  assert_true(apply_limit(&c, "a,x", 100, 16, true, 900, 5)); /* its probe first */
  assert_true(apply_numbers(&c, "a,x", false, 40, 3));        /* then its full run at 50 */
  assert_int_equal(c.nodes[ax].state, CAMPAIGN_TODO);         /* to run again */
  assert_true(c.nodes[ax].numbers_known);
  assert_int_equal(c.nodes[ax].numbers[0], 40);
  assert_int_equal(c.nodes[ax].numbers[1], 3);
  assert_false(apply_numbers(&c, "b,y", true, 7, 7)); /* a probe's: campaign_apply_probe's business */
  assert_false(c.nodes[by].numbers_known);
  assert_false(apply_numbers(&c, "a", false, 7, 7));           /* not a leaf */
  assert_true(apply_limit(&c, "b,x", 100, 16, false, 300, 1)); /* open at this limit */
  assert_false(apply_numbers(&c, "b,x", false, 7, 7));
  assert_int_equal(c.nodes[campaign_find(&c, "b,x")].numbers[0], 300);
  campaign_free(&c);
}

/* A probe's table: twice the entries it can hold at its end, as a power of two of MiB (TT_ENTRY_ROOM,
 * 64 bytes an entry: 16,384 a MiB), never above the full runs' table. */
static void test_probe_mb(void **state) {
  (void)state;
  assert_int_equal(campaign_probe_mb(2000000, 0, 8192), 256); /* 4 M entries of 64 bytes */
  assert_int_equal(campaign_probe_mb(2000000, 0, 128), 128);  /* the full runs' table is smaller */
  assert_int_equal(campaign_probe_mb(1, 0, 8192), 1);
  assert_int_equal(campaign_probe_mb(8192, 0, 8192), 1);               /* 16,384 entries fit one MiB */
  assert_int_equal(campaign_probe_mb(8193, 0, 8192), 2);               /* one more does not */
  assert_int_equal(campaign_probe_mb(2000000, 62000000, 8192), 8192);  /* a loaded table needs room */
  assert_int_equal(campaign_probe_mb(2000000, 100000000, 8192), 8192); /* never more than --tt-mb */
  assert_int_equal(campaign_probe_mb(2000000, 14000000, 65536), 2048);
}

/* The next leaf, most-proving first: the root's mover (player 0) takes its move with the smallest
 * proof number of its own, and below it player 1 its reply with the smallest of its own. */
static void test_most_proving(void **state) {
  (void)state;
  campaign c;
  load(&c);
  assert_int_equal(campaign_most_proving(&c), campaign_find(&c, "a,x")); /* no numbers: move order */
  int ax = campaign_find(&c, "a,x"), ay = campaign_find(&c, "a,y"), bx = campaign_find(&c, "b,x"),
      by = campaign_find(&c, "b,y");
  int numbers[4][2] = {{900, 5}, {800, 7}, {40, 60}, {30, 2}};
  const int leaf[4] = {ax, ay, bx, by};
  for (int i = 0; i < 4; i++) {
    c.nodes[leaf[i]].numbers[0] = (uint64_t)numbers[i][0],
    c.nodes[leaf[i]].numbers[1] = (uint64_t)numbers[i][1];
    c.nodes[leaf[i]].numbers_known = true;
  }
  /* a costs player 0 900 + 800, b 40 + 30: b; below b player 1's cheapest refutation is y (2) */
  assert_int_equal(campaign_most_proving(&c), by);
  c.nodes[by].state = CAMPAIGN_RUNNING; /* taken: the next is b's other reply */
  assert_int_equal(campaign_most_proving(&c), bx);
  c.nodes[bx].state = CAMPAIGN_RUNNING; /* nothing left under b: a, its cheaper refutation for 1 */
  assert_int_equal(campaign_most_proving(&c), ax);
  campaign_decide(&c, by, 1); /* b refuted: its other reply is moot */
  c.nodes[bx].state = CAMPAIGN_TODO;
  assert_int_equal(campaign_most_proving(&c), ax);
  campaign_decide(&c, ax, 0);
  campaign_decide(&c, ay, 0); /* the root decided: nothing to run */
  assert_int_equal(campaign_most_proving(&c), -1);
  campaign_free(&c);
}


/* Hints: after start moves s,t (player b to move, its moves a, b, c the leaves), the moves b won
 * after another last move of w (s,u; s,v; s,w) in the records, counted once per such position:
 * b three times (a path's last move, a principal variation's first move, a campaign's win), a and
 * c once each (ties in move order). Not counted: the root's own line, another first move, another
 * question, a win of w, a record whose winner did not move last without a principal variation, a
 * record twice; nor a move run before. The hints then run first, in full, before every probe. */
static const char *hint_plan =
    "{\"kind\": \"plan\", \"game\": \"g\", \"problem\": \"p\", \"params\": {\"k\": 1, \"moves\": \"s,t\"},"
    " \"split_depth\": 1, \"trusted\": null, \"players\": [\"b\", \"w\"],"
    " \"nodes\": [[-1, \"\", 0, -1], [0, \"a\", 1, -1], [0, \"b\", 1, -1], [0, \"c\", 1, -1]]}";

#define SUB(k, moves, path, mover, proves, pv) \
  "{\"kind\": \"subproblem\", \"game\": \"g\", \"problem\": \"q\", \"params\": {\"k\": " k \
  ", \"moves\": \"" moves "\"}, \"split_depth\": 1, \"trusted\": null, \"path\": \"" path \
  "\", \"mover\": \"" mover "\", \"proves\": " proves ", \"result\": {\"pv\": " pv "}}\n"

/* The records file of `plan` and then `lines` (whole lines), read into *rf, and plan's campaign in *c. */
static void hint_setup(const char *plan, const char *lines, records_file *rf, campaign *c) {
  char name[] = "/tmp/yomi-hints-XXXXXX";
  int fd = mkstemp(name);
  assert_true(fd >= 0);
  FILE *f = fdopen(fd, "w");
  assert_non_null(f);
  fprintf(f, "%s\n%s", plan, lines);
  assert_int_equal(fclose(f), 0);
  assert_int_equal(records_read(name, rf), 0);
  unlink(name);
  json_doc d;
  assert_int_equal(json_doc_parse(&d, plan, strlen(plan)), 0);
  assert_int_equal(campaign_from_plan(c, &d), 0);
  json_doc_free(&d);
}

static void test_hints(void **state) {
  (void)state;
  records_file rf;
  campaign c;
  hint_setup(hint_plan,
             SUB("1", "s,u", "a", "w", "\"b\"", "[]")     /* a after u */
             SUB("1", "s,u", "a", "w", "\"b\"", "[]")     /* the same again */
             SUB("1", "s,v", "", "b", "\"b\"", "[\"b\"]") /* b after v, by its pv */
             SUB("1", "s,u", "b", "w", "\"b\"", "[]")     /* b after u */
             SUB("1", "s,x", "c", "w", "\"b\"", "[]")     /* c after x */
             SUB("1", "s,t", "c", "w", "\"b\"", "[]")     /* the root itself */
             SUB("1", "r,u", "c", "w", "\"b\"", "[]")     /* another first move */
             SUB("2", "s,u", "c", "w", "\"b\"", "[]")     /* another question */
             SUB("1", "s,y", "c", "w", "\"w\"", "[]")     /* w's win */
             SUB("1", "s,y", "", "b", "\"b\"", "[]")      /* no move named */
             SUB("1", "s,y", "c", "w", "null", "[]")      /* open */
             "{\"kind\": \"campaign\", \"game\": \"g\", \"params\": {\"k\": 1, \"moves\": \"s,w,b\"}, "
             "\"trusted\": null, \"result\": {\"winner\": \"b\"}}\n", /* b after w, by a campaign */
             &rf, &c);
  int a = campaign_find(&c, "a"), b = campaign_find(&c, "b"), cc = campaign_find(&c, "c");
  assert_int_equal(campaign_apply_hints(&c, &rf, 0, 2), 2);
  assert_int_equal(c.nodes[b].hint, 1);
  assert_int_equal(c.nodes[b].hint_positions, 3);
  assert_int_equal(c.nodes[a].hint, 2);
  assert_int_equal(c.nodes[a].hint_positions, 1);
  assert_int_equal(c.nodes[cc].hint, 0);
  for (int i = 0; i < c.n; i++) c.nodes[i].hint = 0;
  assert_int_equal(campaign_apply_hints(&c, &rf, 0, 0), 0); /* none asked */
  assert_int_equal(campaign_apply_hints(&c, &rf, 0, 8), 3); /* only moves that won somewhere */
  assert_int_equal(c.nodes[cc].hint, 3);
  for (int i = 0; i < c.n; i++) c.nodes[i].hint = 0;
  c.nodes[b].state = CAMPAIGN_FAILED; /* run before (open): no hint, the next move moves up */
  assert_int_equal(campaign_apply_hints(&c, &rf, 0, 1), 1);
  assert_int_equal(c.nodes[a].hint, 1);
  assert_int_equal(c.nodes[b].hint, 0);
  c.nodes[b].state = CAMPAIGN_TODO;
  records_free(&rf);
  /* the order of the runs: b, then a, in full; then c's probe */
  for (int i = 0; i < c.n; i++) c.nodes[i].hint = i == b ? 1 : i == a ? 2 : 0;
  c.hints = 2;
  campaign_config cfg = {.probe = 10};
  bool probed[4] = {false}, probe = true;
  campaign_runner r = {.c = &c, .cfg = &cfg, .probed = probed};
  assert_int_equal(campaign_pick(&r, &probe), b);
  assert_false(probe);
  assert_int_equal(campaign_pick(&r, &probe), a);
  assert_false(probe);
  assert_int_equal(campaign_pick(&r, &probe), cc);
  assert_true(probe);
  assert_int_equal(r.full, 2);
  for (int i = 0; i < c.n; i++) c.nodes[i].state = CAMPAIGN_TODO;
  cfg.round = 1, r.full = 0; /* a round of one full run: the first hint, then probes only */
  assert_int_equal(campaign_pick(&r, &probe), b);
  assert_false(probe);
  assert_int_equal(campaign_pick(&r, &probe), a);
  assert_true(probe);
  /* with two jobs a hint runs alone on both jobs' threads, when nothing else is in flight */
  for (int i = 0; i < c.n; i++) c.nodes[i].state = CAMPAIGN_TODO;
  cfg.round = 0, cfg.jobs = 2, r.full = 0;
  assert_int_equal(campaign_pick(&r, &probe), b);
  assert_int_equal(campaign_pick_team(&r, b, probe), 2);
  assert_true(r.team);
  r.inflight = 1;
  assert_int_equal(campaign_pick(&r, &probe), -1); /* the other job waits */
  r.team = false;
  assert_int_equal(campaign_pick(&r, &probe), a); /* the second hint, beside a run in flight: alone */
  assert_int_equal(campaign_pick_team(&r, a, probe), 1);
  assert_false(r.team);
  r.inflight = 0;
  assert_int_equal(campaign_pick(&r, &probe), cc);
  assert_true(probe);
  assert_int_equal(campaign_pick_team(&r, cc, probe), 1); /* a probe: never */
  c.nodes[b].state = CAMPAIGN_TODO, cfg.jobs = 1;
  assert_int_equal(campaign_pick(&r, &probe), b);
  assert_int_equal(campaign_pick_team(&r, b, probe), 1); /* one job: nothing to gather */
  assert_false(r.team);
  /* the last full run of a round, every probe done: nothing could run beside it, so it runs on
   * both jobs' threads; not while a leaf still waits for its probe */
  for (int i = 0; i < c.n; i++) c.nodes[i].state = CAMPAIGN_TODO, c.nodes[i].hint = 0;
  c.hints = 0, cfg.jobs = 2, cfg.round = 1, r.full = 0;
  probed[a] = probed[b] = true, probed[cc] = false;
  assert_int_equal(campaign_pick(&r, &probe), cc); /* its probe */
  assert_true(probe);
  probed[cc] = true, c.nodes[cc].state = CAMPAIGN_TODO;
  int last = campaign_pick(&r, &probe);
  assert_true(last >= 0 && !probe);
  assert_int_equal(campaign_pick_team(&r, last, probe), 2);
  r.team = false, c.nodes[last].state = CAMPAIGN_TODO, r.full = 0, probed[cc] = false;
  c.nodes[cc].state = CAMPAIGN_RUNNING; /* a leaf without its probe: another job may take it */
  last = campaign_pick(&r, &probe);
  assert_true(last >= 0 && !probe);
  c.nodes[cc].state = CAMPAIGN_TODO;
  assert_int_equal(campaign_pick_team(&r, last, probe), 1);
  cfg.round = 0, r.full = 0, c.nodes[last].state = CAMPAIGN_TODO; /* no round: other full runs may follow */
  probed[cc] = true;
  last = campaign_pick(&r, &probe);
  assert_int_equal(campaign_pick_team(&r, last, probe), 1);
  cfg.jobs = 1;
  /* a round of one full run: a run that decides its leaf gives its place back, an open one not */
  for (int i = 0; i < c.n; i++) c.nodes[i].state = CAMPAIGN_TODO, c.nodes[i].hint = 0;
  cfg.round = 1, cfg.probe = 0, r.full = 0;
  int first = campaign_pick(&r, &probe);
  assert_true(first >= 0);
  assert_int_equal(campaign_pick(&r, &probe), -1);
  campaign_outcome o = {.leaf = first, .rc = YOMI_OK, .winner = 1}; /* w refutes it */
  campaign_finish(&r, &o);
  assert_int_equal(r.full, 0);
  int second = campaign_pick(&r, &probe);
  assert_true(second >= 0 && second != first);
  o = (campaign_outcome){.leaf = second, .rc = YOMI_ELIMIT};
  campaign_finish(&r, &o);
  assert_int_equal(r.full, 1);
  assert_int_equal(campaign_pick(&r, &probe), -1);
  campaign_free(&c);
}

/* Cousins by an earlier move: positions that differ from the root in one earlier move of the
 * opponent count after those by the last move; a different move of the root's mover, or two
 * different moves, make no cousin. */
static void test_hints_far(void **state) {
  (void)state;
  static const char *plan =
      "{\"kind\": \"plan\", \"game\": \"g\", \"problem\": \"p\", \"params\": {\"k\": 1, \"moves\": \"p,s,t\"},"
      " \"split_depth\": 1, \"trusted\": null, \"players\": [\"b\", \"w\"],"
      " \"nodes\": [[-1, \"\", 0, -1], [0, \"a\", 1, -1], [0, \"b\", 1, -1], [0, \"c\", 1, -1]]}";
  records_file rf;
  campaign c;
  hint_setup(plan,
             SUB("1", "q,s,t", "a", "w", "\"b\"", "[]")  /* a after another first move of w */
             SUB("1", "o,s,t", "a", "w", "\"b\"", "[]")  /* ... and after a third */
             SUB("1", "q,s,t", "b", "w", "\"b\"", "[]")  /* b after another first move */
             SUB("1", "p,s,u", "c", "w", "\"b\"", "[]")  /* c after another last move */
             SUB("1", "p,r,t", "b", "w", "\"b\"", "[]")  /* another move of b's own: none */
             SUB("1", "p,r,t", "b", "w", "\"b\"", "[]")  /* (twice) */
             SUB("1", "q,s,u", "b", "w", "\"b\"", "[]")  /* two moves apart: none */
             SUB("1", "q,s,u", "b", "w", "\"b\"", "[]"), /* (twice) */
             &rf, &c);
  int a = campaign_find(&c, "a"), b = campaign_find(&c, "b"), cc = campaign_find(&c, "c");
  assert_int_equal(campaign_apply_hints(&c, &rf, 0, 3), 3);
  assert_int_equal(c.nodes[cc].hint, 1); /* one cousin by the last move beats two by an earlier one */
  assert_int_equal(c.nodes[cc].hint_positions, 1);
  assert_int_equal(c.nodes[cc].hint_far, 0);
  assert_int_equal(c.nodes[a].hint, 2);
  assert_int_equal(c.nodes[a].hint_positions, 0);
  assert_int_equal(c.nodes[a].hint_far, 2);
  assert_int_equal(c.nodes[b].hint, 3);
  assert_int_equal(c.nodes[b].hint_far, 1);
  records_free(&rf);
  campaign_free(&c);
}

/* A leaf's hinted answers (campaign_leaf_hints): after start move s (w to move, its moves t, u, v the
 * leaves, b to move at each), the moves b won at a leaf's cousins, the positions after another move
 * of w, each once in the order of the records; not a win at the leaf's own position, nor w's, nor one
 * after another move of b. Then --split-hinted: a leaf so hinted is left open after its probe for a
 * campaign of its own, unless it is a hint itself or the option is off. */
static void test_leaf_hints(void **state) {
  (void)state;
  static const char *plan =
      "{\"kind\": \"plan\", \"game\": \"g\", \"problem\": \"p\", \"params\": {\"k\": 1, \"moves\": \"s\"},"
      " \"split_depth\": 1, \"trusted\": null, \"players\": [\"b\", \"w\"],"
      " \"nodes\": [[-1, \"\", 1, -1], [0, \"t\", 0, -1], [0, \"u\", 0, -1], [0, \"v\", 0, -1]]}";
  records_file rf;
  campaign c;
  hint_setup(plan,
             SUB("1", "s,u", "a", "w", "\"b\"", "[]")     /* a after u */
             SUB("1", "s,u", "a", "w", "\"b\"", "[]")     /* (twice) */
             SUB("1", "s,v", "", "b", "\"b\"", "[\"c\"]") /* c after v, by its pv */
             SUB("1", "s,t", "d", "w", "\"b\"", "[]")     /* d after t */
             SUB("1", "s,u", "e", "w", "\"w\"", "[]")     /* w's win */
             SUB("1", "r,u", "f", "w", "\"b\"", "[]")     /* after another move of b */
             SUB("2", "s,u", "g", "w", "\"b\"", "[]"),    /* another question */
             &rf, &c);
  int t = campaign_find(&c, "t"), u = campaign_find(&c, "u"), v = campaign_find(&c, "v");
  char moves[8][16];
  assert_int_equal(campaign_leaf_hints(&c, &rf, 0, t, moves, 8), 2);
  assert_string_equal(moves[0], "a");
  assert_string_equal(moves[1], "c");
  assert_int_equal(campaign_leaf_hints(&c, &rf, 0, u, moves, 8), 2);
  assert_string_equal(moves[0], "c");
  assert_string_equal(moves[1], "d");
  assert_int_equal(campaign_leaf_hints(&c, &rf, 0, v, moves, 8), 2);
  assert_string_equal(moves[0], "a");
  assert_string_equal(moves[1], "d");
  assert_int_equal(campaign_leaf_hints(&c, &rf, 0, v, moves, 1), 1); /* room for one */
  assert_int_equal(campaign_leaf_hints(&c, &rf, 0, 0, moves, 8), 0); /* the root is no leaf */
  records_free(&rf);
  /* --split-hinted: t's probe stops open and t is left open for its campaign; u, a hint, is not */
  campaign_config cfg = {.probe = 10, .split_hinted = true};
  bool probed[4] = {false};
  campaign_runner r = {.c = &c, .cfg = &cfg, .probed = probed};
  c.nodes[t].answer_hinted = c.nodes[u].answer_hinted = true, c.nodes[u].hint = 1;
  campaign_outcome o = {.leaf = t, .probe = true, .rc = YOMI_ELIMIT};
  campaign_finish(&r, &o);
  assert_int_equal(c.nodes[t].state, CAMPAIGN_FAILED);
  assert_true(c.nodes[t].split_now);
  assert_int_equal(c.nodes[t].winner, -2);
  assert_true(campaign_open_leaf(&c, t));
  assert_int_equal(c.split_at_once, 1);
  o.leaf = u;
  campaign_finish(&r, &o);
  assert_int_equal(c.nodes[u].state, CAMPAIGN_TODO);
  assert_false(c.nodes[u].split_now);
  o.leaf = v; /* no hint for its answers */
  campaign_finish(&r, &o);
  assert_int_equal(c.nodes[v].state, CAMPAIGN_TODO);
  c.nodes[t].state = CAMPAIGN_TODO, c.nodes[t].winner = -1, cfg.split_hinted = false; /* off */
  o.leaf = t;
  campaign_finish(&r, &o);
  assert_int_equal(c.nodes[t].state, CAMPAIGN_TODO);
  assert_int_equal(c.split_at_once, 1);
  /* a hint whose full run stops open: with --split-hinted nothing more is handed out, so that the
   * deepening splits it first; without, the next run follows */
  for (int on = 0; on < 2; on++) {
    for (int i = 1; i < c.n; i++) c.nodes[i].state = CAMPAIGN_TODO, c.nodes[i].winner = -1;
    cfg.split_hinted = on, r.split_first = false, c.hints = 1;
    bool probe;
    assert_int_equal(campaign_pick(&r, &probe), u); /* the hint, in full */
    assert_false(probe);
    o = (campaign_outcome){.leaf = u, .rc = YOMI_ELIMIT};
    campaign_finish(&r, &o);
    assert_int_equal(c.nodes[u].state, CAMPAIGN_FAILED);
    assert_int_equal(campaign_pick(&r, &probe) >= 0, !on);
  }
  campaign_free(&c);
}


/* A game that runs another one unchanged and, at its `drop_at`-th play, renames drop_from to drop_to:
 * a sibling's table given while a run searches, made to happen at a fixed point of the search. */
typedef struct drop_game {
  dfpn_game iface;
  dfpn_game *in;
} drop_game;
static int drop_at;
static const char *drop_from, *drop_to;

static drop_game *drop_wrap(dfpn_game *in);
static int dg_to_move(void *c) { return ((drop_game *)c)->in->to_move(((drop_game *)c)->in->ctx); }
static void dg_pos(void *c, dfpn_pos *out) { ((drop_game *)c)->in->pos(((drop_game *)c)->in->ctx, out); }
static int dg_moves(void *c, int *out) { return ((drop_game *)c)->in->moves(((drop_game *)c)->in->ctx, out); }
static int dg_play(void *c, int move, uint64_t *board) {
  if (drop_at > 0 && --drop_at == 0) assert_int_equal(rename(drop_from, drop_to), 0);
  return ((drop_game *)c)->in->play(((drop_game *)c)->in->ctx, move, board);
}
static void dg_undo(void *c) { ((drop_game *)c)->in->undo(((drop_game *)c)->in->ctx); }
static void dg_result(void *c, dfpn_verdict *out) {
  ((drop_game *)c)->in->result(((drop_game *)c)->in->ctx, out);
}
static void dg_estimate(void *c, uint32_t *phi, uint32_t *delta) {
  ((drop_game *)c)->in->estimate(((drop_game *)c)->in->ctx, phi, delta);
}
static void dg_begin(void *c) { ((drop_game *)c)->in->begin(((drop_game *)c)->in->ctx); }
static int dg_history(void *c, uint64_t *boards, uint8_t *stones, int max) {
  return ((drop_game *)c)->in->history(((drop_game *)c)->in->ctx, boards, stones, max);
}
static bool dg_pruned(void *c) { return ((drop_game *)c)->in->pruned(((drop_game *)c)->in->ctx); }
static bool dg_cap_holds(void *c, uint64_t z, int k) {
  return ((drop_game *)c)->in->cap_holds(((drop_game *)c)->in->ctx, z, k);
}
static dfpn_game *dg_clone(void *c) {
  dfpn_game *in = ((drop_game *)c)->in->clone(((drop_game *)c)->in->ctx);
  return in ? &drop_wrap(in)->iface : NULL;
}
static void dg_destroy(dfpn_game *copy) {
  drop_game *d = (drop_game *)copy;
  d->in->destroy(d->in);
  free(d);
}
static drop_game *drop_wrap(dfpn_game *in) {
  drop_game *d = calloc(1, sizeof *d);
  assert_non_null(d);
  d->in = in;
  d->iface = (dfpn_game){.ctx = d,
                         .to_move = dg_to_move,
                         .pos = dg_pos,
                         .moves = dg_moves,
                         .play = dg_play,
                         .undo = dg_undo,
                         .result = dg_result,
                         .estimate = in->estimate ? dg_estimate : NULL,
                         .begin = in->begin ? dg_begin : NULL,
                         .clone = dg_clone,
                         .destroy = dg_destroy,
                         .history = in->history ? dg_history : NULL,
                         .pruned = in->pruned ? dg_pruned : NULL,
                         .cap_holds = in->cap_holds ? dg_cap_holds : NULL};
  return d;
}

/* A Go campaign's problem text gives back its board and komi; another game's text does not. */
static void test_go_problem_board(void **state) {
  (void)state;
  go_campaign gc;
  int bad, rows, cols, moves[] = {7};
  double komi;
  assert_int_equal(
      go_campaign_init(&gc, 2, 5, GO_SUICIDE_FORBIDDEN, moves, 1, -3.5, go_knowledge_default(), true, &bad),
      0);
  assert_int_equal(go_campaign_problem_board(gc.cg.problem, &rows, &cols, &komi), 0);
  assert_true(rows == 2 && cols == 5 && komi == -3.5);
  go_campaign_free(&gc);
  assert_int_equal(go_campaign_problem_board("killall 3x3; attacker stones 1", &rows, &cols, &komi),
                   YOMI_EPARSE);
  assert_int_equal(go_campaign_problem_board("go 0x5; komi 1.5;", &rows, &cols, &komi), YOMI_EPARSE);
}

/* Siblings share their tables (docs/campaigns.md): a run that decides gives its table as the root's;
 * one that finds there a table a sibling gave while it searched merges it in first, so that neither's
 * entries are lost. 3x3 at komi 8.5, Black to move: A3 and B3 are both White wins. */
static void test_give_merges(void **state) {
  (void)state;
  go_campaign gc;
  int bad;
  assert_int_equal(
      go_campaign_init(&gc, 3, 3, GO_SUICIDE_FORBIDDEN, NULL, 0, 8.5, go_knowledge_default(), true, &bad), 0);
  campaign c;
  assert_int_equal(campaign_plan(&c, &gc.cg, 1), 0);
  char dir[] = "/tmp/yomi-give-XXXXXX";
  assert_non_null(mkdtemp(dir));
  campaign_config cfg = {.split_depth = 1, .jobs = 1, .tt_mb = 16, .tables = dir};
  dfpn_opts_default(&cfg.opts);
  int a3 = campaign_find(&c, "A3"), b3 = campaign_find(&c, "B3");
  assert_true(a3 > 0 && b3 > 0);
  /* A3 decides from no table and gives its own: the root's table */
  campaign_slot s = {.leaf = a3};
  campaign_outcome oa, ob;
  campaign_run_leaf(&c, &gc.cg, &cfg, &s, &oa);
  assert_int_equal(oa.rc, YOMI_OK);
  assert_true(oa.table_given > 0);
  assert_int_equal(oa.table_merged, 0);
  char root[4200] = "", aside[4300]; /* the one file in dir: the root's table */
  DIR *dp = opendir(dir);
  assert_non_null(dp);
  for (struct dirent *e; (e = readdir(dp));)
    if (e->d_name[0] != '.') {
      assert_int_equal(root[0], 0);
      snprintf(root, sizeof root, "%s/%s", dir, e->d_name);
    }
  closedir(dp);
  assert_non_null(strstr(root, ".tt"));
  snprintf(aside, sizeof aside, "%s.aside", root);
  assert_int_equal(rename(root, aside), 0);
  /* B3 starts with no root table; A3's comes back at its 20th move played */
  campaign_game g = gc.cg;
  drop_game *w = drop_wrap((dfpn_game *)gc.cg.root);
  g.root = &w->iface;
  drop_at = 20, drop_from = aside, drop_to = root;
  s.leaf = b3;
  campaign_run_leaf(&c, &g, &cfg, &s, &ob);
  assert_int_equal(drop_at, 0); /* it came back during the search */
  assert_int_equal(ob.rc, YOMI_OK);
  assert_int_equal(ob.winner, oa.winner);
  assert_int_equal(ob.table_loaded, 0);
  assert_int_equal(ob.table_merged, oa.table_given); /* A3's entries, read in before B3 gave */
  assert_true(ob.table_given > oa.table_given);      /* what both found (no entry replaced at 16 MiB) */
  uint64_t there = 0;
  assert_int_equal(tt_snapshot_count(root, &there), 0);
  assert_int_equal(there, ob.table_given);
  free(w);
  assert_int_equal(remove(root), 0);
  assert_int_equal(rmdir(dir), 0);
  campaign_free(&c);
  go_campaign_free(&gc);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_or_and),        cmocka_unit_test(test_undecidable),
      cmocka_unit_test(test_records),       cmocka_unit_test(test_limit_records),
      cmocka_unit_test(test_probe_records), cmocka_unit_test(test_numbers_records),
      cmocka_unit_test(test_proof_size),    cmocka_unit_test(test_proof_chain),
      cmocka_unit_test(test_most_proving),  cmocka_unit_test(test_hints),
      cmocka_unit_test(test_hints_far),     cmocka_unit_test(test_leaf_hints),
      cmocka_unit_test(test_give_merges),   cmocka_unit_test(test_go_problem_board),
      cmocka_unit_test(test_probe_mb)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
