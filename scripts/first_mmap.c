/*
 * What the first mmap of a process costs after the process has faulted in memory: the
 * measurement behind "Where the target is missed" in BENCHMARKS.md (compilation cache).
 *
 * A fresh process touches MB mebibytes of anonymous memory (one write per page), then times
 * two getppid calls and three read-only, executable mappings of FILE, as a cache hit maps its
 * entry. Build and run:
 *
 *   gcc -O2 scripts/first_mmap.c -o /tmp/first_mmap
 *   for mb in 0 2 8 32; do /tmp/first_mmap ENTRY_FILE $mb; done
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s FILE MB\n", argv[0]);
        return 2;
    }
    long mb = atol(argv[2]);
    int fd = open(argv[1], O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size == 0) {
        perror(argv[1]);
        return 1;
    }
    now_us(); /* resolve clock_gettime before timing */
    char *memory = mmap(0, (mb + 1) << 20, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    for (long i = 0; i < (mb << 20); i += 4096)
        memory[i] = 1;
    double t[6];
    t[0] = now_us();
    getppid();
    t[1] = now_us();
    getppid();
    t[2] = now_us();
    for (int i = 0; i < 3; i++) {
        if (mmap(0, st.st_size, PROT_READ | PROT_EXEC, MAP_PRIVATE, fd, 0) == MAP_FAILED) {
            perror("mmap");
            return 1;
        }
        t[3 + i] = now_us();
    }
    printf("after faulting %3ld MiB: getppid %.1f, %.1f us; mmap %.1f, %.1f, %.1f us\n", mb,
           t[1] - t[0], t[2] - t[1], t[3] - t[2], t[4] - t[3], t[5] - t[4]);
    return 0;
}
