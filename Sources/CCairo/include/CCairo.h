// Cairo, Pango and fontconfig as Render uses them, loaded when the first picture or text is
// made (masrender_cairo_load) rather than by the dynamic linker at every start: `--version`,
// `diff` and the other commands that draw nothing do not load these libraries and the
// thirty-odd they pull in (docs/performance.md).
//
// The declarations below are copied from the libraries' public headers — only the types,
// constants and functions Render uses, with the same names and ABI (these have been stable
// since cairo 1.10 and pango 1.22). Each function is a static inline wrapper that calls
// through a table filled by dlsym, so Swift calls them by their usual names.
#ifndef MASRENDER_CCAIRO_H
#define MASRENDER_CCAIRO_H

#include <stddef.h>

typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo_font_options cairo_font_options_t;

typedef enum _cairo_status {
    CAIRO_STATUS_SUCCESS = 0,
    CAIRO_STATUS_NO_MEMORY
} cairo_status_t;

typedef enum _cairo_format {
    CAIRO_FORMAT_INVALID = -1,
    CAIRO_FORMAT_ARGB32 = 0,
    CAIRO_FORMAT_RGB24 = 1,
    CAIRO_FORMAT_A8 = 2,
    CAIRO_FORMAT_A1 = 3,
    CAIRO_FORMAT_RGB16_565 = 4,
    CAIRO_FORMAT_RGB30 = 5
} cairo_format_t;

typedef enum _cairo_antialias {
    CAIRO_ANTIALIAS_DEFAULT, CAIRO_ANTIALIAS_NONE, CAIRO_ANTIALIAS_GRAY, CAIRO_ANTIALIAS_SUBPIXEL,
    CAIRO_ANTIALIAS_FAST, CAIRO_ANTIALIAS_GOOD, CAIRO_ANTIALIAS_BEST
} cairo_antialias_t;

typedef enum _cairo_subpixel_order {
    CAIRO_SUBPIXEL_ORDER_DEFAULT, CAIRO_SUBPIXEL_ORDER_RGB, CAIRO_SUBPIXEL_ORDER_BGR,
    CAIRO_SUBPIXEL_ORDER_VRGB, CAIRO_SUBPIXEL_ORDER_VBGR
} cairo_subpixel_order_t;

typedef enum _cairo_hint_style {
    CAIRO_HINT_STYLE_DEFAULT, CAIRO_HINT_STYLE_NONE, CAIRO_HINT_STYLE_SLIGHT,
    CAIRO_HINT_STYLE_MEDIUM, CAIRO_HINT_STYLE_FULL
} cairo_hint_style_t;

typedef enum _cairo_hint_metrics {
    CAIRO_HINT_METRICS_DEFAULT, CAIRO_HINT_METRICS_OFF, CAIRO_HINT_METRICS_ON
} cairo_hint_metrics_t;

typedef enum _cairo_line_cap { CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE } cairo_line_cap_t;
typedef enum _cairo_line_join { CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL } cairo_line_join_t;

typedef enum _cairo_font_type {
    CAIRO_FONT_TYPE_TOY, CAIRO_FONT_TYPE_FT, CAIRO_FONT_TYPE_WIN32, CAIRO_FONT_TYPE_QUARTZ, CAIRO_FONT_TYPE_USER
} cairo_font_type_t;

typedef struct _PangoContext PangoContext;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
/// Its public fields, as pango-attributes.h has them (Render sets an attribute's byte range).
typedef struct _PangoAttribute {
    const void *klass;
    unsigned int start_index;
    unsigned int end_index;
} PangoAttribute;

#define PANGO_SCALE 1024

typedef struct _PangoRectangle { int x; int y; int width; int height; } PangoRectangle;

typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;

/// Its public fields, as pango-layout.h has them (Render reads start_index and length).
typedef struct _PangoLayoutLine {
    PangoLayout *layout;
    int start_index;
    int length;
    void *runs;
    unsigned int is_paragraph_start : 1;
    unsigned int resolved_dir : 3;
} PangoLayoutLine;

typedef struct _FcConfig FcConfig;
typedef struct _FcCache FcCache;
typedef unsigned char FcChar8;
typedef int FcBool;

// X(library, return type, name, parameters, arguments): every function Render calls; V for
// those returning void (C lets no function return a void expression).
#define MASRENDER_CAIRO_FUNCTIONS(X, V) \
    X(cairo, cairo_t *, cairo_create, (cairo_surface_t *target), (target)) \
    V(cairo, void, cairo_destroy, (cairo_t *cr), (cr)) \
    X(cairo, cairo_status_t, cairo_status, (cairo_t *cr), (cr)) \
    X(cairo, const char *, cairo_status_to_string, (cairo_status_t status), (status)) \
    X(cairo, const char *, cairo_version_string, (void), ()) \
    X(cairo, int, cairo_format_stride_for_width, (cairo_format_t format, int width), (format, width)) \
    X(cairo, cairo_surface_t *, cairo_image_surface_create_for_data, \
      (unsigned char *data, cairo_format_t format, int width, int height, int stride), (data, format, width, height, stride)) \
    V(cairo, void, cairo_surface_destroy, (cairo_surface_t *surface), (surface)) \
    V(cairo, void, cairo_surface_flush, (cairo_surface_t *surface), (surface)) \
    X(cairo, cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface)) \
    V(cairo, void, cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy)) \
    V(cairo, void, cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), (cr, red, green, blue, alpha)) \
    V(cairo, void, cairo_paint, (cairo_t *cr), (cr)) \
    V(cairo, void, cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height)) \
    V(cairo, void, cairo_fill, (cairo_t *cr), (cr)) \
    V(cairo, void, cairo_fill_preserve, (cairo_t *cr), (cr)) \
    V(cairo, void, cairo_stroke, (cairo_t *cr), (cr)) \
    V(cairo, void, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    V(cairo, void, cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    V(cairo, void, cairo_new_path, (cairo_t *cr), (cr)) \
    V(cairo, void, cairo_new_sub_path, (cairo_t *cr), (cr)) \
    V(cairo, void, cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2), \
      (cr, xc, yc, radius, angle1, angle2)) \
    V(cairo, void, cairo_set_line_width, (cairo_t *cr, double width), (cr, width)) \
    V(cairo, void, cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t line_cap), (cr, line_cap)) \
    V(cairo, void, cairo_set_line_join, (cairo_t *cr, cairo_line_join_t line_join), (cr, line_join)) \
    V(cairo, void, cairo_set_dash, (cairo_t *cr, const double *dashes, int num_dashes, double offset), (cr, dashes, num_dashes, offset)) \
    X(cairo, cairo_font_options_t *, cairo_font_options_create, (void), ()) \
    V(cairo, void, cairo_font_options_destroy, (cairo_font_options_t *options), (options)) \
    V(cairo, void, cairo_font_options_set_antialias, (cairo_font_options_t *options, cairo_antialias_t antialias), (options, antialias)) \
    V(cairo, void, cairo_font_options_set_hint_style, (cairo_font_options_t *options, cairo_hint_style_t hint_style), (options, hint_style)) \
    V(cairo, void, cairo_font_options_set_hint_metrics, (cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics), (options, hint_metrics)) \
    V(cairo, void, cairo_font_options_set_subpixel_order, (cairo_font_options_t *options, cairo_subpixel_order_t subpixel_order), \
      (options, subpixel_order)) \
    X(pango, const char *, pango_version_string, (void), ()) \
    X(pango, PangoContext *, pango_font_map_create_context, (PangoFontMap *fontmap), (fontmap)) \
    V(pango, void, pango_context_set_round_glyph_positions, (PangoContext *context, int round_positions), (context, round_positions)) \
    X(pango, PangoFontDescription *, pango_font_description_from_string, (const char *str), (str)) \
    V(pango, void, pango_font_description_free, (PangoFontDescription *desc), (desc)) \
    X(pango, PangoLayout *, pango_layout_new, (PangoContext *context), (context)) \
    V(pango, void, pango_layout_set_font_description, (PangoLayout *layout, const PangoFontDescription *desc), (layout, desc)) \
    V(pango, void, pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length)) \
    V(pango, void, pango_layout_set_width, (PangoLayout *layout, int width), (layout, width)) \
    V(pango, void, pango_layout_set_wrap, (PangoLayout *layout, PangoWrapMode wrap), (layout, wrap)) \
    V(pango, void, pango_layout_get_extents, (PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect), \
      (layout, ink_rect, logical_rect)) \
    X(pango, int, pango_layout_get_baseline, (PangoLayout *layout), (layout)) \
    X(pango, int, pango_layout_get_line_count, (PangoLayout *layout), (layout)) \
    X(pango, PangoLayoutLine *, pango_layout_get_line_readonly, (PangoLayout *layout, int line), (layout, line)) \
    X(pango, int, pango_layout_get_unknown_glyphs_count, (PangoLayout *layout), (layout)) \
    X(pango, PangoAttrList *, pango_attr_list_new, (void), ()) \
    V(pango, void, pango_attr_list_unref, (PangoAttrList *list), (list)) \
    V(pango, void, pango_attr_list_insert, (PangoAttrList *list, PangoAttribute *attr), (list, attr)) \
    X(pango, PangoAttribute *, pango_attr_letter_spacing_new, (int letter_spacing), (letter_spacing)) \
    X(pango, PangoAttribute *, pango_attr_font_features_new, (const char *features), (features)) \
    V(pango, void, pango_layout_set_attributes, (PangoLayout *layout, PangoAttrList *attrs), (layout, attrs)) \
    X(pangocairo, PangoFontMap *, pango_cairo_font_map_new_for_font_type, (cairo_font_type_t fonttype), (fonttype)) \
    V(pangocairo, void, pango_cairo_context_set_font_options, (PangoContext *context, const cairo_font_options_t *options), (context, options)) \
    V(pangocairo, void, pango_cairo_context_set_resolution, (PangoContext *context, double dpi), (context, dpi)) \
    V(pangocairo, void, pango_cairo_show_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout)) \
    V(pangoft2, void, pango_fc_font_map_set_config, (PangoFcFontMap *fcfontmap, FcConfig *fcconfig), (fcfontmap, fcconfig)) \
    V(gobject, void, g_object_unref, (void *object), (object)) \
    X(fontconfig, FcConfig *, FcConfigCreate, (void), ()) \
    V(fontconfig, void, FcConfigDestroy, (FcConfig *config), (config)) \
    X(fontconfig, FcBool, FcConfigAppFontAddFile, (FcConfig *config, const FcChar8 *file), (config, file)) \
    X(fontconfig, FcBool, FcConfigSetCurrent, (FcConfig *config), (config)) \
    X(fontconfig, FcBool, FcConfigParseAndLoadFromMemory, (FcConfig *config, const FcChar8 *buffer, FcBool complain), (config, buffer, complain)) \
    X(fontconfig, FcBool, FcConfigAppFontAddDir, (FcConfig *config, const FcChar8 *dir), (config, dir)) \
    X(fontconfig, FcCache *, FcDirCacheLoad, (const FcChar8 *dir, FcConfig *config, FcChar8 **cache_file), (dir, config, cache_file)) \
    V(fontconfig, void, FcDirCacheUnload, (FcCache *cache), (cache)) \
    X(fontconfig, int, FcCacheNumFont, (const FcCache *c), (c)) \
    X(fontconfig, int, FcGetVersion, (void), ())

#define MASRENDER_CAIRO_POINTER(library, result, name, parameters, arguments) result (*name) parameters;
struct masrender_cairo_functions { MASRENDER_CAIRO_FUNCTIONS(MASRENDER_CAIRO_POINTER, MASRENDER_CAIRO_POINTER) };
#undef MASRENDER_CAIRO_POINTER

/// Filled by masrender_cairo_load; every field is set once it returned 1.
extern struct masrender_cairo_functions masrender_cairo;

/// Loads the libraries and looks up every function, once per process (later calls return the
/// first call's answer). 1 on success; 0 with a sentence in `message` saying what is missing.
int masrender_cairo_load(char *message, size_t size);

#define MASRENDER_CAIRO_WRAPPER(library, result, name, parameters, arguments) \
    static inline result name parameters { return masrender_cairo.name arguments; }
#define MASRENDER_CAIRO_VOID_WRAPPER(library, result, name, parameters, arguments) \
    static inline void name parameters { masrender_cairo.name arguments; }
MASRENDER_CAIRO_FUNCTIONS(MASRENDER_CAIRO_WRAPPER, MASRENDER_CAIRO_VOID_WRAPPER)
#undef MASRENDER_CAIRO_WRAPPER
#undef MASRENDER_CAIRO_VOID_WRAPPER

#endif
