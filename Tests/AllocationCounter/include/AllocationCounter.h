// Counting heap allocations made by the calling thread (Tests/AllocationCounter/AllocationCounter.c), so a test can
// prove a hot path allocates nothing per frame (the developers' guide: per-frame evaluation allocates nothing in
// steady state).
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// False when this build cannot count (a sanitizer replaces malloc): tests then have nothing to measure.
bool allocation_counter_is_available(void);
/// Starts counting the calling thread's allocations from zero.
void allocation_counter_start(void);
/// Stops counting on the calling thread and returns how many allocations it made since the start.
uint64_t allocation_counter_stop(void);

#endif
