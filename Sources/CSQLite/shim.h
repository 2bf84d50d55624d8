/*
 * The C boundary of Formanza's store: SQLite 3 (Debian libsqlite3-dev). Swift cannot import
 * function-like macros, so the only code here stands in for the one the store needs.
 */
#ifndef FORMANZA_CSQLITE_SHIM_H
#define FORMANZA_CSQLITE_SHIM_H

#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro: it asks SQLite to copy bound text and blobs at once, so
 * Swift buffers need to live only for the duration of the bind call. */
static inline sqlite3_destructor_type formanza_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
