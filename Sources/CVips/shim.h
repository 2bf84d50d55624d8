/*
 * The C boundary to libvips, used only by the `formanza-photo` helper (never linked into
 * `formanza`, whose start-up stays small). libvips' operations take NULL-terminated variadic
 * option lists, which Swift cannot call; each helper below fixes the options one use needs.
 */
#ifndef FORMANZA_CVIPS_SHIM_H
#define FORMANZA_CVIPS_SHIM_H

#include <vips/vips.h>
#include <glib.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/stat.h>
#include <string.h>
#include <stdlib.h>

/* Starts libvips with its built-in loaders only (JPEG, PNG, WebP, GIF, TIFF…). vips_init also
 * loads every optional module (HEIF, JPEG XL, ImageMagick, PDF, OpenSlide) and the libraries they
 * need, some 20 ms of CPU and 60 ms of a busy machine's wall time for each photo; it looks for them
 * under $VIPSHOME/lib when VIPSHOME is set, so it is pointed at a path that can hold nothing.
 * formanza_vips_load_modules() loads them when a file needs one. */
static inline int formanza_vips_start(const char *argv0) {
    if (setenv("VIPSHOME", "/dev/null", 1) != 0) return -1;
    return vips_init(argv0);
}

/* glibc's dladdr and its Dl_info, declared here because glibc declares them only under
 * _GNU_SOURCE, which a header imported beside Swift's Glibc module cannot set (its structures
 * would differ from Glibc's). The layout is glibc's stable ABI. */
typedef struct {
    const char *file_name;
    void *file_base;
    const char *symbol_name;
    void *symbol_address;
} formanza_dl_info;
extern int dladdr(const void *address, formanza_dl_info *info);

/* Loads libvips' optional modules, as vips_init would have: every shared object in the
 * vips-modules-MAJOR.MINOR folder beside the library itself (found from where vips_init lives);
 * opening one registers its loaders. */
static inline void formanza_vips_load_modules(void) {
    formanza_dl_info library;
    if (dladdr((const void *)vips_init, &library) == 0 || library.file_name == NULL) return;
    char *folder = g_path_get_dirname(library.file_name);
    char *modules = g_strdup_printf("%s/vips-modules-%d.%d", folder, vips_version(0), vips_version(1));
    GDir *listing = g_dir_open(modules, 0, NULL);
    if (listing != NULL) {
        const char *name;
        while ((name = g_dir_read_name(listing)) != NULL) {
            if (!g_str_has_suffix(name, ".so")) continue;
            char *path = g_build_filename(modules, name, NULL);
            if (g_module_open(path, G_MODULE_BIND_LAZY) == NULL) vips_error_clear();
            g_free(path);
        }
        g_dir_close(listing);
    }
    g_free(modules);
    g_free(folder);
}

/* Blocks every libvips loader but the four for the formats a photo may be in (JPEG, PNG, WebP,
 * HEIF), for the whole process: TIFF, GIF, PDF, SVG, FITS, OpenEXR, JPEG 2000, PPM, ImageMagick
 * and the rest never see a file, whatever its content or name. Called at start and again after
 * the optional modules are loaded, since the loaders they register start unblocked. */
static inline void formanza_vips_allow_photo_loaders_only(void) {
    vips_block_untrusted_set(TRUE);
    vips_operation_block_set("VipsForeignLoad", TRUE);
    vips_operation_block_set("VipsForeignLoadJpeg", FALSE);
    vips_operation_block_set("VipsForeignLoadPng", FALSE);
    vips_operation_block_set("VipsForeignLoadWebp", FALSE);
    if (g_type_from_name("VipsForeignLoadHeif") != 0) vips_operation_block_set("VipsForeignLoadHeif", FALSE);
}

/* Up to `size` bytes from the start of the open file `fd` (whatever its offset), or -1. */
static inline long formanza_read_start(int fd, unsigned char *buffer, size_t size) {
    ssize_t count;
    do { count = pread(fd, buffer, size, 0); } while (count < 0 && errno == EINTR);
    return (long)count;
}

/* The header of a file whose first bytes say it is `format` (1 JPEG, 2 PNG, 3 WebP, 4 HEIC),
 * read by that format's own loader alone, without decoding pixels. */
static inline VipsImage *formanza_vips_photo_header(const char *path, int format) {
    VipsImage *header = NULL;
    int rc = -1;
    switch (format) {
    case 1: rc = vips_jpegload(path, &header, "access", VIPS_ACCESS_SEQUENTIAL, NULL); break;
    case 2: rc = vips_pngload(path, &header, "access", VIPS_ACCESS_SEQUENTIAL, NULL); break;
    case 3: rc = vips_webpload(path, &header, "access", VIPS_ACCESS_SEQUENTIAL, NULL); break;
    case 4: rc = vips_heifload(path, &header, "access", VIPS_ACCESS_SEQUENTIAL, NULL); break;
    default: break;
    }
    return rc == 0 ? header : NULL;
}

/* Whether a HEIF header's pictures are HEVC-coded (HEIC), not AV1 (AVIF, not a listed format). */
static inline int formanza_vips_is_hevc(VipsImage *header) {
    const char *compression = NULL;
    return vips_image_get_string(header, "heif-compression", &compression) == 0 && compression != NULL
        && strcmp(compression, "hevc") == 0;
}

/* Shrink-on-load thumbnail no larger than `size` on its longest side, turned upright from its
 * EXIF orientation, never enlarged; a truncated file fails. (By path: libvips 8.14 drops
 * `fail_on` when thumbnailing from a VipsSource.) */
static inline int formanza_vips_thumbnail_file(const char *path, VipsImage **out, int size) {
    return vips_thumbnail(path, out, size, "height", size, "size", VIPS_SIZE_DOWN,
                          "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL);
}

/* A JPEG decoded at 1/shrink of its size by libjpeg itself (shrink 1, 2, 4 or 8), read once from
 * start to end. It fails when its pixels are read if the data ends before the header says, cut
 * short or ending its scan early: libjpeg pads such a file with grey and only warns ("premature
 * end of data segment"), which VIPS_FAIL_ON_TRUNCATED lets through, so any warning fails. */
static inline VipsImage *formanza_vips_jpeg_shrunk(const char *path, int shrink) {
    VipsImage *out = NULL;
    return vips_jpegload(path, &out, "access", VIPS_ACCESS_SEQUENTIAL, "shrink", shrink,
                         "fail_on", VIPS_FAIL_ON_WARNING, NULL) == 0 ? out : NULL;
}

/* The image shrunk to at most `size` on its longest side, never enlarged, in one pass with a
 * linear (triangle) filter as wide as the shrink (`gap` 0: libvips' default first shrinks by
 * whole box blocks, which here costs more than the whole filter). After libjpeg's own scaling,
 * or for a 320 px thumbnail, it looks the same as Lanczos and costs a fraction: the thumbnail of
 * a 1500 px photo takes about 5 ms instead of 20. */
static inline int formanza_vips_fit(VipsImage *in, VipsImage **out, int size) {
    int longest = VIPS_MAX(in->Xsize, in->Ysize);
    if (longest <= size) return vips_copy(in, out, NULL);
    double scale = (double)size / longest;
    if (vips_resize(in, out, scale, "vscale", scale, "kernel", VIPS_KERNEL_LINEAR, "gap", 0.0, NULL)) return -1;
    if (VIPS_MAX((*out)->Xsize, (*out)->Ysize) <= size) return 0;
    g_object_unref(*out);
    *out = NULL;
    vips_error("formanza", "resize overshot %d", size);
    return -1;
}

/* sRGB, 8 bits a channel, no alpha: what a JPEG holds and what the terminal preview draws. */
static inline int formanza_vips_srgb8(VipsImage *in, VipsImage **out) {
    VipsImage *srgb = NULL, *flat = NULL;
    if (vips_colourspace(in, &srgb, VIPS_INTERPRETATION_sRGB, NULL)) return -1;
    if (vips_image_hasalpha(srgb)) {
        if (vips_flatten(srgb, &flat, NULL)) { g_object_unref(srgb); return -1; }
        g_object_unref(srgb);
        srgb = flat;
    }
    int rc = vips_cast(srgb, out, VIPS_FORMAT_UCHAR, NULL);
    g_object_unref(srgb);
    return rc;
}

/* The photo ready to encode twice (itself and its thumbnail): at most `size` long, sRGB 8 bits,
 * decoded into memory in one pass (a truncated file fails here), then turned upright from its
 * EXIF orientation (the tag removed). Turning needs the pixels in memory: the small image is,
 * never the large one. An upright photo, the usual case, is not copied a second time. */
static inline int formanza_vips_photo(VipsImage *in, VipsImage **out, int size) {
    VipsImage *fitted = NULL, *converted = NULL, *turned = NULL;
    if (formanza_vips_fit(in, &fitted, size)) return -1;
    int rc = formanza_vips_srgb8(fitted, &converted);
    g_object_unref(fitted);
    if (rc) return -1;
    VipsImage *memory = vips_image_copy_memory(converted);
    g_object_unref(converted);
    if (memory == NULL) return -1;
    if (vips_image_get_orientation(memory) <= 1) {
        *out = memory;
        return 0;
    }
    rc = vips_autorot(memory, &turned, NULL);
    g_object_unref(memory);
    if (rc) return -1;
    *out = vips_image_copy_memory(turned);
    g_object_unref(turned);
    return *out == NULL ? -1 : 0;
}

/* JPEG bytes with every metadata block (EXIF, GPS, XMP, IPTC, ICC) removed. */
static inline int formanza_vips_jpeg_stripped(VipsImage *in, void **buffer, size_t *length, int quality) {
    return vips_jpegsave_buffer(in, buffer, length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, NULL);
}

/* The thumbnail's half of `formanza_vips_encode_pair`, run on its own thread. */
typedef struct {
    VipsImage *photo;
    int size;
    int quality;
    void *buffer;
    size_t length;
    int rc;
} formanza_thumbnail_job;

static inline gpointer formanza_thumbnail_work(gpointer data) {
    formanza_thumbnail_job *job = data;
    VipsImage *small = NULL;
    job->rc = -1;
    if (formanza_vips_fit(job->photo, &small, job->size) == 0) {
        job->rc = formanza_vips_jpeg_stripped(small, &job->buffer, &job->length, job->quality);
        g_object_unref(small);
    }
    return NULL;
}

/* Both JPEGs of a stored photo, made from the photo in memory at the same time: the thumbnail
 * (resized and encoded, about 10 ms) on a second thread while this one encodes the photo (about
 * 18 ms); each encoder runs on one core, so on two cores the thumbnail costs no time. Returns 0,
 * or -1 with nothing left to free. */
static inline int formanza_vips_encode_pair(VipsImage *photo, int thumbnail_size, int quality, void **photo_buffer,
                                            size_t *photo_length, void **thumbnail_buffer, size_t *thumbnail_length) {
    formanza_thumbnail_job job = { photo, thumbnail_size, quality, NULL, 0, -1 };
    GThread *thread = g_thread_try_new("thumbnail", formanza_thumbnail_work, &job, NULL);
    if (thread == NULL) formanza_thumbnail_work(&job);
    *photo_buffer = NULL;
    int rc = formanza_vips_jpeg_stripped(photo, photo_buffer, photo_length, quality);
    if (thread != NULL) g_thread_join(thread);
    if (rc == 0 && job.rc == 0) {
        *thumbnail_buffer = job.buffer;
        *thumbnail_length = job.length;
        return 0;
    }
    if (rc == 0) g_free(*photo_buffer);
    if (job.rc == 0) g_free(job.buffer);
    *photo_buffer = NULL;
    return -1;
}

/* SHA-256 of the bytes, as 64 lowercase hex digits (g_free the result). */
static inline char *formanza_sha256(const void *bytes, size_t length) {
    return g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)bytes, length);
}

/* Writes `bytes` to a new temporary file inside the open directory `dir` (its name left in
 * `temporary`), mode 0600, never through a symbolic link, and flushes it to the disk. Returns 0
 * or an errno; on failure nothing is left behind. */
static inline int formanza_write_temporary(int dir, const char *name, const void *bytes, size_t length,
                                           char *temporary, size_t capacity) {
    snprintf(temporary, capacity, ".%s.tmp-%d", name, (int)getpid());
    int fd = openat(dir, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) return errno;
    const char *cursor = bytes;
    size_t left = length;
    while (left > 0) {
        ssize_t written = write(fd, cursor, left);
        if (written < 0) {
            if (errno == EINTR) continue;
            int code = errno; close(fd); unlinkat(dir, temporary, 0); return code;
        }
        cursor += written;
        left -= (size_t)written;
    }
    if (fsync(fd) != 0 || close(fd) != 0) { int code = errno; unlinkat(dir, temporary, 0); return code; }
    return 0;
}

/* Writes the thumbnail and the photo under their names inside the directory `folder`, durably
 * and atomically, mode 0600, never through a symbolic link; a file already there is kept (its
 * name is its content's hash). Each new file is flushed before its name appears (the thumbnail's
 * first), and the folder is flushed once for both names (one disk flush fewer than storing them
 * one by one): when this returns 0 both files survive a crash, so an answer saved afterwards
 * never names a photo that is lost. Returns 0 or an errno. */
static inline int formanza_store_files(const char *folder, const char *thumbnail_name, const void *thumbnail,
                                       size_t thumbnail_length, const char *photo_name, const void *photo,
                                       size_t photo_length) {
    int dir = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dir < 0) return errno;
    const char *names[2] = { thumbnail_name, photo_name };
    const void *bytes[2] = { thumbnail, photo };
    size_t lengths[2] = { thumbnail_length, photo_length };
    char temporary[2][256] = { "", "" };
    int code = 0;
    for (int i = 0; i < 2 && code == 0; i++) {
        struct stat existing;
        if (fstatat(dir, names[i], &existing, AT_SYMLINK_NOFOLLOW) == 0) {
            if (!S_ISREG(existing.st_mode)) code = EEXIST;
            continue;
        }
        code = formanza_write_temporary(dir, names[i], bytes[i], lengths[i], temporary[i], sizeof temporary[i]);
        if (code != 0) temporary[i][0] = 0;
    }
    int renamed = 0;
    for (int i = 0; i < 2; i++) {
        if (temporary[i][0] == 0) continue;
        if (code == 0 && renameat(dir, temporary[i], dir, names[i]) == 0) { renamed = 1; continue; }
        if (code == 0) code = errno;
        unlinkat(dir, temporary[i], 0);
    }
    if (code == 0 && renamed && fsync(dir) != 0) code = errno;
    close(dir);
    return code;
}

/* For tests and the bench: an image of the given size saved by its file name's suffix (.jpg,
 * .png, .webp), a colour ramp so orientation shows in its pixels, with an EXIF orientation and,
 * when asked, a camera make, a GPS position and an XMP packet, as a phone writes them. */
static inline int formanza_vips_write_sample(const char *path, int width, int height, int orientation, int with_location) {
    VipsImage *ramp = NULL, *tagged = NULL;
    VipsImage *xyz = NULL, *bx = NULL, *by = NULL, *r = NULL, *g = NULL, *b = NULL, *rgb = NULL;
    int rc = -1;
    if (vips_xyz(&xyz, width, height, NULL) || vips_extract_band(xyz, &bx, 0, NULL) || vips_extract_band(xyz, &by, 1, NULL)) goto done;
    double sx = 255.0 / (width > 1 ? width - 1 : 1), sy = 255.0 / (height > 1 ? height - 1 : 1);
    if (vips_linear1(bx, &r, sx, 0, NULL) || vips_linear1(by, &g, sy, 0, NULL) || vips_linear1(bx, &b, 0, 40, NULL)) goto done;
    VipsImage *bands[3] = { r, g, b };
    if (vips_bandjoin(bands, &rgb, 3, NULL) || vips_cast(rgb, &ramp, VIPS_FORMAT_UCHAR, NULL)) goto done;
    if (vips_copy(ramp, &tagged, "interpretation", VIPS_INTERPRETATION_sRGB, NULL)) goto done;
    if (orientation > 0) vips_image_set_int(tagged, "orientation", orientation);
    if (with_location) {
        vips_image_set_string(tagged, "exif-ifd0-Make", "FormanzaTestCam");
        vips_image_set_string(tagged, "exif-ifd3-GPSLatitudeRef", "N");
        vips_image_set_string(tagged, "exif-ifd3-GPSLatitude", "40/1 25/1 0/1");
        const char *xmp = "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><exif:GPSLatitude>40,25N</exif:GPSLatitude></x:xmpmeta>";
        vips_image_set_blob_copy(tagged, VIPS_META_XMP_NAME, xmp, strlen(xmp));
    }
    rc = vips_image_write_to_file(tagged, path, NULL);
done:;
    VipsImage *all[] = { xyz, bx, by, r, g, b, rgb, ramp, tagged };
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) if (all[i]) g_object_unref(all[i]);
    return rc;
}

/* Whether the image carries any metadata block a phone writes: EXIF (with GPS), XMP, IPTC. */
static inline int formanza_vips_has_metadata(VipsImage *image) {
    return vips_image_get_typeof(image, VIPS_META_EXIF_NAME) != 0 || vips_image_get_typeof(image, VIPS_META_XMP_NAME) != 0
        || vips_image_get_typeof(image, VIPS_META_IPTC_NAME) != 0 || vips_image_get_typeof(image, "exif-ifd3-GPSLatitude") != 0;
}

/* The mean of one band of a rectangle: tests read which corner of a ramp went where. */
static inline double formanza_vips_mean_band(VipsImage *image, int band, int left, int top, int width, int height) {
    VipsImage *area = NULL, *one = NULL;
    double mean = -1;
    if (vips_extract_area(image, &area, left, top, width, height, NULL)) return -1;
    if (vips_extract_band(area, &one, band, NULL) == 0) vips_avg(one, &mean, NULL);
    if (one) g_object_unref(one);
    g_object_unref(area);
    return mean;
}

static inline VipsImage *formanza_vips_open(const char *path) {
    return vips_image_new_from_file(path, NULL);
}

#endif
