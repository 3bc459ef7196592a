// A thread-local heap allocation counter for tests: the test executable defines glibc's allocation entry points
// (malloc, calloc, realloc and the aligned ones), which the dynamic linker binds every library to, counts a call
// when the calling thread asked for counting, and forwards to glibc's own implementation (`__libc_malloc`, …), so
// memory stays glibc's and `free` is untouched. Per thread, because suites run in parallel in one process; the
// counter never allocates itself. Swift allocates objects and array storage through malloc (swift_slowAlloc), or
// an aligned variant for over-aligned types.
//
// Under AddressSanitizer or ThreadSanitizer (CI's sanitizer runs) the sanitizer's runtime owns malloc: nothing is
// defined here and `allocation_counter_is_available` says so.
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ALLOCATION_COUNTER_SANITIZED 1
#endif
#endif

static __thread bool counting;
static __thread uint64_t allocations;

#ifndef ALLOCATION_COUNTER_SANITIZED
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static inline void note_allocation(void) {
    if (counting) allocations += 1;
}

void *malloc(size_t size) {
    note_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    note_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    note_allocation();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    note_allocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    note_allocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // POSIX: the alignment must be a power of two multiple of sizeof(void *).
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    note_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

bool allocation_counter_is_available(void) { return true; }
#else
bool allocation_counter_is_available(void) { return false; }
#endif

void allocation_counter_start(void) {
    allocations = 0;
    counting = true;
}

uint64_t allocation_counter_stop(void) {
    counting = false;
    return allocations;
}
