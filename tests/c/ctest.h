/* Minimal C test harness: CHECK records a failure and goes on; main ends with
 * CTEST_END(), which prints "N passed, N failed" and sets the exit status. */
#ifndef XA_CTEST_H
#define XA_CTEST_H
#include <stdio.h>

static int ct_pass, ct_fail;
#define CHECK(cond)                                                              \
  do {                                                                           \
    if (cond) ct_pass++;                                                         \
    else { ct_fail++; fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); } \
  } while (0)
#define CHECK_MSG(cond, ...)                                                     \
  do {                                                                           \
    if (cond) ct_pass++;                                                         \
    else { ct_fail++; fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);       \
           fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); }                  \
  } while (0)
#define CTEST_END()                                                              \
  do { printf("%d passed, %d failed\n", ct_pass, ct_fail); return ct_fail != 0; } while (0)
#endif
