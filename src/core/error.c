/* error: the text of each error code. */
#include "core/error.h"

const char *yomi_strerror(int err) {
  switch (err) {
#define YOMI_ERR_CASE(name, value, text) \
  case value: return text;
    YOMI_ERRORS(YOMI_ERR_CASE)
#undef YOMI_ERR_CASE
  }
  return "unknown error";
}
