// libjpeg (libjpeg-turbo) for CoreGraphics' JPEG decoder (CGImage+JPEG.swift; docs/porting.md "The UIKit types").
// libjpeg reports errors by calling an error_exit handler that must not return; its default exits the process. Swift
// cannot setjmp, so the decoding runs here, in C, with a handler that longjmps back and turns the error into a
// message: bad data gives an error code, never an exit.
#ifndef CJPEG_SHIM_H
#define CJPEG_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} cjpeg_error;

static void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_error *error = (cjpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

/* Warnings (corrupt but decodable data) are not printed; the image decodes as libjpeg recovers it. */
static void cjpeg_output_message(j_common_ptr info) { (void)info; }

/* Decodes `size` bytes of JPEG at `data` into top-down RGBA rows (alpha 255), width·4 bytes each, in memory the
   caller frees with free(). Returns 0 on success; otherwise nonzero with libjpeg's message in `message`. Images of
   more than `max_bytes` bytes of RGBA are refused. */
static inline int cjpeg_decode_rgba(const unsigned char *data, unsigned long size, unsigned long long max_bytes,
                                    int *width, int *height, unsigned char **rgba, char *message,
                                    size_t message_size) {
    struct jpeg_decompress_struct info;
    cjpeg_error error;
    unsigned char *volatile pixels = NULL;
    *rgba = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = cjpeg_error_exit;
    error.manager.output_message = cjpeg_output_message;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    unsigned long long row_bytes = (unsigned long long)info.output_width * 4;
    if (info.output_width == 0 || info.output_height == 0 || row_bytes * info.output_height > max_bytes) {
        snprintf(message, message_size, "a %ux%u image is larger than the %llu bytes an image may hold",
                 info.output_width, info.output_height, max_bytes);
        jpeg_destroy_decompress(&info);
        return 2;
    }
    pixels = malloc((size_t)(row_bytes * info.output_height));
    if (pixels == NULL) {
        snprintf(message, message_size, "no memory for a %ux%u image", info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        return 3;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)(info.output_scanline * row_bytes);
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    *rgba = pixels;
    jpeg_destroy_decompress(&info);
    return 0;
}
#endif
