// Loads Cairo, Pango and fontconfig when Render first needs them (see include/CCairo.h).
#include "CCairo.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

struct masrender_cairo_functions masrender_cairo;

enum library { lib_cairo, lib_pango, lib_pangocairo, lib_pangoft2, lib_gobject, lib_fontconfig, library_count };

#ifdef __APPLE__
static const char *const library_names[library_count] = {
    "libcairo.2.dylib", "libpango-1.0.0.dylib", "libpangocairo-1.0.0.dylib", "libpangoft2-1.0.0.dylib",
    "libgobject-2.0.0.dylib", "libfontconfig.1.dylib"};
static const char *const packages[library_count] = {"cairo", "pango", "pango", "pango", "glib", "fontconfig"};
static const char *const installer = "brew install";
#else
static const char *const library_names[library_count] = {
    "libcairo.so.2", "libpango-1.0.so.0", "libpangocairo-1.0.so.0", "libpangoft2-1.0.so.0",
    "libgobject-2.0.so.0", "libfontconfig.so.1"};
static const char *const packages[library_count] = {
    "libcairo2", "libpango-1.0-0", "libpangocairo-1.0-0", "libpangoft2-1.0-0", "libglib2.0-0", "libfontconfig1"};
static const char *const installer = "apt-get install";
#endif

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static char failure[600];

static void *open_library(const char *name) {
    void *handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
#ifdef __APPLE__
    // Homebrew's folders are not searched by default.
    static const char *const folders[] = {"/opt/homebrew/lib/", "/usr/local/lib/"};
    for (size_t i = 0; !handle && i < sizeof folders / sizeof *folders; i++) {
        char path[256];
        snprintf(path, sizeof path, "%s%s", folders[i], name);
        handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
    }
#endif
    return handle;
}

static void load(void) {
    void *handles[library_count];
    for (int i = 0; i < library_count; i++) {
        handles[i] = open_library(library_names[i]);
        if (!handles[i]) {
            const char *why = dlerror();
            snprintf(failure, sizeof failure, "cannot load %s, which draws pictures and measures text (%s); %s %s (scripts/setup does)",
                     library_names[i], why ? why : "not found", installer, packages[i]);
            return;
        }
    }
#define MASRENDER_CAIRO_LOOKUP(library, result, name, parameters, arguments) \
    masrender_cairo.name = (result (*) parameters)dlsym(handles[lib_##library], #name); \
    if (!masrender_cairo.name) { \
        snprintf(failure, sizeof failure, "%s has no function %s: a version too old for masrender", library_names[lib_##library], #name); \
        return; \
    }
    MASRENDER_CAIRO_FUNCTIONS(MASRENDER_CAIRO_LOOKUP, MASRENDER_CAIRO_LOOKUP)
#undef MASRENDER_CAIRO_LOOKUP
    loaded = 1;
}

int masrender_cairo_load(char *message, size_t size) {
    pthread_once(&once, load);
    if (!loaded && message && size) snprintf(message, size, "%s", failure);
    return loaded;
}
