/* timer: a monotonic clock for statistics (never for results). */
#ifndef YOMI_CORE_TIMER_H
#define YOMI_CORE_TIMER_H
#include <stdint.h>
double timer_now(void);           /* seconds on CLOCK_MONOTONIC */
double timer_cpu(void);           /* process CPU seconds */
uint64_t timer_peak_rss_kb(void); /* peak resident set size of this process, KiB */
#endif
