// C headers the engine's drawing and text import: cairo rasterises CGContext's paths, images and gradients; Pango
// (shaping through HarfBuzz, fonts chosen by fontconfig, rasterised by FreeType) lays out CATextLayer's text and
// pangocairo draws it into the same cairo context. No SDL here: CoreAnimation must stay free of it.
//
// Pango's headers are reachable only with the include path its pkg-config file gives, and that file also adds
// -pthread, which SwiftPM refuses (a warning on every build). So the Pango functions the engine calls are declared
// below with their documented C signatures (Pango 1.44+, a stable ABI) and linked against the real libpango.
#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <glib-object.h>

typedef struct _PangoLayout PangoLayout;
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFontFamily PangoFontFamily;

/* PangoAttribute's public fields (pango-attributes.h). */
typedef struct _PangoAttribute {
    const PangoAttrClass *klass;
    guint start_index;
    guint end_index;
} PangoAttribute;

typedef struct _PangoRectangle { int x; int y; int width; int height; } PangoRectangle;
typedef struct _PangoLayoutIter PangoLayoutIter;

/* PangoLayoutLine's public fields (pango-layout.h); resolved_dir is a PangoDirection. */
typedef struct _PangoLayoutLine {
    PangoLayout *layout;
    gint start_index;
    gint length;
    GSList *runs;
    guint is_paragraph_start : 1;
    guint resolved_dir : 3;
} PangoLayoutLine;
#define CCAIRO_PANGO_DIRECTION_RTL 1

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum {
    PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;
typedef enum {
    PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC
} PangoStyle;
#define CCAIRO_PANGO_SCALE 1024

/* pangocairo.h */
PangoFontMap *pango_cairo_font_map_get_default(void);
PangoFontMap *pango_cairo_font_map_new(void);
/* pangofc-fontmap.h (libpangoft2): the fontconfig configuration a fontconfig-backed map (every PangoCairo map on
   Linux) lists its fonts from. */
void pango_fc_font_map_set_config(PangoFontMap *fcfontmap, FcConfig *fcconfig);
PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_update_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_show_layout_line(cairo_t *cr, PangoLayoutLine *line);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);

/* pango-fontmap.h, pango-font.h */
void pango_font_map_list_families(PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families);
const char *pango_font_family_get_name(PangoFontFamily *family);
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, int weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);

/* pango-layout.h */
PangoContext *pango_layout_get_context(PangoLayout *layout);
void pango_layout_context_changed(PangoLayout *layout);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
void pango_layout_set_auto_dir(PangoLayout *layout, gboolean auto_dir);
void pango_layout_set_single_paragraph_mode(PangoLayout *layout, gboolean setting);
void pango_layout_get_pixel_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
gboolean pango_layout_is_ellipsized(PangoLayout *layout);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
void pango_layout_line_get_extents(PangoLayoutLine *line, PangoRectangle *ink_rect, PangoRectangle *logical_rect);

/* pango-attributes.h */
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_foreground_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_foreground_alpha_new(guint16 alpha);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);

/* glibc's sincos (math.h declares it only under _GNU_SOURCE, which Swift's Glibc module is built without): the sine
   and cosine of one angle with one range reduction, each the same bits as sin's and cos's (glibc's s_sincos.c runs
   s_sin.c's paths; SinCosTests checks it over many angles). In libm, which every Swift program on Linux links; the
   per-frame rotation steps call it (QuartzCore's ScalarTrackStep), not a drawing or text path. */
void sincos(double x, double *sinx, double *cosx);

#endif
