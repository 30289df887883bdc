/* verify/explore: `yomi explore FILE --html OUT.html`: a checked certificate (verify_file with keep)
 * as one self-contained page (no network, no other file): the tree as JSON and the small script
 * src/verify/explorer.js, embedded at build time, that walks it. */
#ifndef YOMI_VERIFY_EXPLORE_H
#define YOMI_VERIFY_EXPLORE_H
#include "verify/verify.h"

#define VERIFY_EXPLORE_MAX 200000 /* nodes a page takes */

/* Write the page of r (valid, with its tree) to path. 0 or YOMI_EIO. */
int verify_explore_html(const verify_result *r, const char *path);

#endif
