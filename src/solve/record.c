/* solve/record: a solving run as JSON members (see record.h). */
#include "solve/record.h"
#include <stdio.h>
#include "core/error.h"
#include "core/stats.h"

const char *dfpn_result_status(int rc, char *buf, size_t len) {
  if (rc == YOMI_ELIMIT) return "unknown (node limit)";
  if (rc == YOMI_EDEPTH) return "unknown (the search went deeper than the stack allows)";
  if (rc == YOMI_EINTR) return "unknown (interrupted)";
  if (rc == YOMI_EUNPROVED) return "not proved (pruned run: only the pruned side's win is trusted)";
  snprintf(buf, len, "error (%s)", yomi_strerror(rc));
  return buf;
}

const char *dfpn_status_name(int rc) {
  if (rc == YOMI_OK) return "proved";
  if (rc == YOMI_ELIMIT || rc == YOMI_EDEPTH) return "limit";
  if (rc == YOMI_EINTR) return "interrupted";
  if (rc == YOMI_EUNPROVED) return "unknown";
  return "error";
}

void dfpn_json_unknown(json_writer *w, const char *key, int rc, const char *reason) {
  json_key(w, key);
  json_null(w);
  json_kv_string(w, "status", dfpn_status_name(rc));
  json_kv_string(w, "reason", reason);
}

void dfpn_result_json_winner(json_writer *w, const dfpn_result *p, const char *winner) {
  char buf[64];
  if (p->rc == YOMI_OK) json_kv_string(w, "winner", winner);
  else dfpn_json_unknown(w, "winner", p->rc, dfpn_result_status(p->rc, buf, sizeof buf));
}

void dfpn_result_json_root(json_writer *w, const dfpn_result *p, const dfpn_record_names *names) {
  if (!p->root_known) return;
  json_key(w, "root_proof_numbers");
  json_begin_object(w);
  json_kv_uint(w, names->player(names->ctx, p->root_mover), p->root_phi);
  json_kv_uint(w, names->player(names->ctx, 1 - p->root_mover), p->root_delta);
  json_end_object(w);
}

void dfpn_result_json_pv(json_writer *w, const dfpn_result *p, const dfpn_record_names *names) {
  json_key(w, "pv");
  json_begin_array(w);
  for (int i = 0; i < p->npv; i++) {
    char name[16];
    names->move(names->ctx, p->pv[i], name, sizeof name);
    json_string(w, name);
  }
  json_end_array(w);
}

void dfpn_result_json(json_writer *w, const dfpn_result *p, const dfpn_record_names *names) {
  dfpn_result_json_winner(w, p, p->rc == YOMI_OK ? names->player(names->ctx, p->winner) : NULL);
  dfpn_result_json_root(w, p, names);
  dfpn_result_json_pv(w, p, names);
}

void dfpn_stats_json(json_writer *w, const dfpn_stats *s) {
  stats_json(w, dfpn_stat_specs, dfpn_stat_count, s);
  stats_json(w, tt_stat_specs, tt_stat_count, &s->tt);
}
