/*
 * Linux headers Swift's Glibc module leaves out, for FormanzaSystem only: the timerfd calls the
 * daemon's clock-change timer is made of, and malloc_trim (the daemon hands memory back after a
 * backup). Declarations only; nothing here runs code of its own.
 */
#ifndef FORMANZA_CLINUX_SHIM_H
#define FORMANZA_CLINUX_SHIM_H

#include <malloc.h>
#include <sys/timerfd.h>

#endif
