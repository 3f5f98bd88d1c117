/* glibc's record of the CPUID registers it read at process start, without a symbol lookup.
 *
 * `__x86_get_cpuid_feature_leaf` is public (<sys/platform/x86.h>) since glibc 2.33. The weak
 * reference lets Kiln link against an older glibc too (then the function is absent and this
 * returns NULL); it is bound when the process starts, so the first call costs what any call
 * costs, where dlsym spent several microseconds on cold symbol tables. */
#include <stddef.h>

extern const void *__x86_get_cpuid_feature_leaf(unsigned int leaf) __attribute__((weak));

const void *kiln_glibc_cpuid_feature_leaf(unsigned int leaf) {
    return __x86_get_cpuid_feature_leaf ? __x86_get_cpuid_feature_leaf(leaf) : NULL;
}
