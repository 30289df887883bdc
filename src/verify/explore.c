/* verify/explore: the proof explorer's page (see explore.h). */
#include "verify/explore.h"
#include <stdio.h>
#include "core/error.h"
#include "core/json.h"
extern const char verify_explorer_js[]; /* src/verify/explorer.js as a string (cmake/embed.cmake) */

static const char page_head[] =
    "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>yomi proof explorer</title>\n"
    "<style>body{font-family:sans-serif;margin:1.5em;max-width:60em}#board svg{border:0}"
    "button{margin:2px}li{margin:3px 0}.leaf{color:#555}.why{background:#f4f4f4;padding:.5em}"
    "#path{font-family:monospace}</style></head>\n<body>\n<h1>yomi proof explorer</h1>\n"
    "<p id=\"title\"></p>\n<div><button id=\"root\">root</button><button id=\"back\">back</button>"
    "<button id=\"forward\">forward</button> <span id=\"path\"></span></div>\n"
    "<div id=\"board\"></div>\n<p id=\"move\"></p>\n<p class=\"why\" id=\"why\"></p>\n<ul id=\"children\"></ul>\n"
    "<pre id=\"selftest\"></pre>\n<script id=\"data\" type=\"application/json\">\n";

static void write_nodes(json_writer *w, const verify_result *r) {
  json_key(w, "nodes");
  json_begin_array(w);
  for (size_t i = 0; i < r->ntree; i++) {
    const verify_node *v = &r->tree[i];
    char tm[2] = {v->to_move, 0};
    json_begin_array(w);
    json_string(w, v->move);
    json_string(w, v->board);
    json_string(w, tm);
    json_string(w, v->kind);
    json_int(w, v->nchildren);
    json_uint(w, v->size);
    json_string(w, v->why);
    json_end_array(w);
  }
  json_end_array(w);
}

int verify_explore_html(const verify_result *r, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return YOMI_EIO;
  fputs(page_head, f);
  json_writer w;
  json_init(&w, f);
  json_begin_object(&w);
  json_kv_string(&w, "game", r->killall ? "killall" : "go");
  json_kv_int(&w, "rows", r->rows);
  json_kv_int(&w, "cols", r->cols);
  if (!r->killall) json_kv_double(&w, "komi", r->komi);
  json_kv_string(&w, "winner", r->winner == 'X' ? "Black" : "White");
  json_kv_uint(&w, "total", r->nodes);
  write_nodes(&w, r);
  json_end_object(&w);
  fprintf(f, "\n</script>\n<script>\n%s</script>\n</body></html>\n", verify_explorer_js);
  return fclose(f) ? YOMI_EIO : YOMI_OK;
}
