// C headers the compositor and host import: SDL2, SDL2_image, SDL's window-system info (the X11 connection whose
// file descriptor wakes the run loop on input) and the OpenGL 3.3 core entry points.
// GL_GLEXT_PROTOTYPES makes Mesa's libGL declare the 3.x functions directly (no loader needed on Linux).
#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#define GL_GLEXT_PROTOTYPES 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_syswm.h>
#include <GL/gl.h>
#include <GL/glext.h>
#endif
