/* error: the library never prints or exits; it returns these negative codes (0 = success). */
#ifndef YOMI_CORE_ERROR_H
#define YOMI_CORE_ERROR_H

#define YOMI_ERRORS(X) \
  X(YOMI_OK, 0, "success") \
  X(YOMI_EINVAL, -1, "invalid argument") \
  X(YOMI_ENOMEM, -2, "out of memory") \
  X(YOMI_ERANGE, -3, "value out of range") \
  X(YOMI_EILLEGAL, -4, "illegal move") \
  X(YOMI_EPARSE, -5, "malformed input") \
  X(YOMI_EIO, -6, "input/output error") \
  X(YOMI_EINTR, -7, "interrupted") \
  X(YOMI_ELIMIT, -8, "limit reached") \
  X(YOMI_ESIZE, -9, "board size not supported") \
  X(YOMI_EUNPROVED, -10, "not proved") \
  X(YOMI_EDEPTH, -11, "the search went deeper than the stack allows")

enum yomi_err {
#define YOMI_ERR_ENUM(name, value, text) name = value,
  YOMI_ERRORS(YOMI_ERR_ENUM)
#undef YOMI_ERR_ENUM
};

const char *yomi_strerror(int err);

#endif
