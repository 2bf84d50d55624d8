/*
 * The C boundary for showing stored photos in a terminal: libjpeg-turbo decodes the store's own
 * JPEG files (scaled while decoding, so a preview never decodes the full photo) and Chafa turns
 * the pixels into sixels, kitty or iTerm2 graphics, or coloured Unicode symbols. It is linked
 * into `formanza` because it is small and starts in well under a millisecond; libvips, which
 * reads every other format and loads a hundred libraries, stays in the `formanza-photo` helper.
 */
#ifndef FORMANZA_CCHAFA_SHIM_H
#define FORMANZA_CCHAFA_SHIM_H

#include <chafa.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include <jpeglib.h>

/* Longer than any stored photo's side (1600 px), shorter than any decompression bomb's. */
#define FORMANZA_PREVIEW_MAX_SIDE 4096

struct formanza_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf escape;
};

static void formanza_jpeg_fail(j_common_ptr info) {
    struct formanza_jpeg_error *error = (struct formanza_jpeg_error *)info->err;
    longjmp(error->escape, 1);
}

static void formanza_jpeg_quiet(j_common_ptr info) { (void)info; }

/* Decodes the JPEG at `path` (a regular file, never followed through a symbolic link) to RGB,
 * scaled down by libjpeg while decoding to the smallest size at least `min_side` pixels on the
 * longest side. Returns malloc'd pixels or NULL. */
static inline unsigned char *formanza_jpeg_decode(const char *path, int min_side, int *width, int *height) {
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return NULL;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) { close(fd); return NULL; }
    FILE *file = fdopen(fd, "rb");
    if (!file) { close(fd); return NULL; }
    struct jpeg_decompress_struct info;
    struct formanza_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = formanza_jpeg_fail;
    error.base.output_message = formanza_jpeg_quiet;
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        fclose(file);
        free(pixels);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    unsigned int longest = info.image_width > info.image_height ? info.image_width : info.image_height;
    /* Only the store's own JPEGs are shown (at most 1600 px, written by formanza-photo): a file
     * claiming far more is not one of them and is not decoded. */
    if (longest > FORMANZA_PREVIEW_MAX_SIDE) longjmp(error.escape, 1);
    info.scale_num = 1;
    info.scale_denom = 1;
    while (info.scale_denom < 8 && longest / (info.scale_denom * 2) >= (unsigned int)min_side) info.scale_denom *= 2;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 3;
    pixels = malloc(stride * info.output_height);
    if (!pixels) longjmp(error.escape, 1);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    /* libjpeg pads data that ends before its header says with grey and only warns: such a file
     * is not one the helper wrote, and is not shown. */
    if (error.base.num_warnings > 0) longjmp(error.escape, 1);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    fclose(file);
    return pixels;
}

/* How the picture is drawn: 0 the best the terminal supports (as chafa detects it from the
 * environment), 1 Unicode symbols only (inside the full-screen check-in). */
static inline char *formanza_chafa_render(const char *path, int cols, int rows, int symbols_only,
                                          char **envp, int *out_cols, int *out_rows) {
    ChafaTermInfo *term = chafa_term_db_detect(chafa_term_db_get_default(), envp);
    ChafaPixelMode pixel_mode = CHAFA_PIXEL_MODE_SYMBOLS;
    if (!symbols_only) {
        if (chafa_term_info_have_seq(term, CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1)) pixel_mode = CHAFA_PIXEL_MODE_KITTY;
        else if (chafa_term_info_have_seq(term, CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE)) pixel_mode = CHAFA_PIXEL_MODE_ITERM2;
        else if (chafa_term_info_have_seq(term, CHAFA_TERM_SEQ_BEGIN_SIXELS)) pixel_mode = CHAFA_PIXEL_MODE_SIXELS;
    }
    ChafaCanvasMode canvas_mode = CHAFA_CANVAS_MODE_INDEXED_16;
    if (chafa_term_info_have_seq(term, CHAFA_TERM_SEQ_SET_COLOR_FGBG_DIRECT)) canvas_mode = CHAFA_CANVAS_MODE_TRUECOLOR;
    else if (chafa_term_info_have_seq(term, CHAFA_TERM_SEQ_SET_COLOR_FGBG_256)) canvas_mode = CHAFA_CANVAS_MODE_INDEXED_256;

    int width = 0, height = 0;
    int wanted = pixel_mode == CHAFA_PIXEL_MODE_SYMBOLS ? (cols > rows * 2 ? cols : rows * 2) * 2 : cols * 10;
    unsigned char *pixels = formanza_jpeg_decode(path, wanted, &width, &height);
    if (!pixels) { chafa_term_info_unref(term); return NULL; }

    gint dest_cols = cols, dest_rows = rows;
    chafa_calc_canvas_geometry(width, height, &dest_cols, &dest_rows, 0.5f, FALSE, FALSE);
    if (dest_cols < 1) dest_cols = 1;
    if (dest_rows < 1) dest_rows = 1;

    ChafaSymbolMap *symbols = chafa_symbol_map_new();
    chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_BORDER | CHAFA_SYMBOL_TAG_SPACE);
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, dest_cols, dest_rows);
    chafa_canvas_config_set_canvas_mode(config, canvas_mode);
    chafa_canvas_config_set_pixel_mode(config, pixel_mode);
    chafa_canvas_config_set_cell_geometry(config, 10, 20);
    chafa_canvas_config_set_symbol_map(config, symbols);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGB8, pixels, width, height, width * 3);
    GString *text = chafa_canvas_print(canvas, term);
    free(pixels);
    chafa_canvas_unref(canvas);
    chafa_canvas_config_unref(config);
    chafa_symbol_map_unref(symbols);
    chafa_term_info_unref(term);
    *out_cols = dest_cols;
    *out_rows = dest_rows;
    return g_string_free(text, FALSE);
}

static inline void formanza_chafa_free(char *text) { g_free(text); }

#endif
