/*
 * The C boundary of Formanza: libsystemd (sd-bus, sd-event, sd-daemon, sd-journal) and the few
 * Linux calls the daemon needs. Swift cannot import variadic functions or function-like macros,
 * so the only code here is small static inline helpers standing in for those; everything else is
 * called directly from Swift.
 */
#ifndef FORMANZA_CSYSTEMD_SHIM_H
#define FORMANZA_CSYSTEMD_SHIM_H

#include <systemd/sd-bus.h>
#include <systemd/sd-daemon.h>
#include <systemd/sd-event.h>
#include <systemd/sd-journal.h>
#include <signal.h>
#include <spawn.h>

/* SD_BUS_ERROR_NULL is a macro: a zeroed error. */
static inline sd_bus_error formanza_bus_error_null(void) {
    sd_bus_error error = SD_BUS_ERROR_NULL;
    return error;
}

/* sd_notifyf is variadic; sd_notify takes a preformatted state string. */
static inline int formanza_notify(const char *state) {
    return sd_notify(0, state);
}

/* si_code and si_status of a child's siginfo_t (sd_event_add_child) are macros over unions. */
static inline int formanza_siginfo_code(const siginfo_t *info) {
    return info->si_code;
}

static inline int formanza_siginfo_status(const siginfo_t *info) {
    return info->si_status;
}

#endif
