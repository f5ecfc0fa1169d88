# Compile options shared by every target of the project, as INTERFACE targets:
# marienbad::warnings (warnings, optionally as errors), marienbad::sanitizers
# (AddressSanitizer + UndefinedBehaviorSanitizer when MARIENBAD_SANITIZE is ON, and libFuzzer's
# coverage when MARIENBAD_FUZZ is ON) and marienbad::hardening (Debian's hardening of an optimised
# build, which lintian looks for in the package: checked string and memory functions, read-only
# relocations bound at start; none in the browser's build).

add_library(marienbad_warnings INTERFACE)
add_library(marienbad::warnings ALIAS marienbad_warnings)
target_compile_options(marienbad_warnings INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
    -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
    -Wdouble-promotion -Wformat=2 -Wimplicit-fallthrough -Wcast-align
    $<$<BOOL:${MARIENBAD_WARNINGS_AS_ERRORS}>:-Werror>)

add_library(marienbad_sanitizers INTERFACE)
add_library(marienbad::sanitizers ALIAS marienbad_sanitizers)
if(MARIENBAD_SANITIZE)
    target_compile_options(marienbad_sanitizers INTERFACE
        -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_link_options(marienbad_sanitizers INTERFACE -fsanitize=address,undefined)
endif()
# The fuzz targets' coverage, on every library they reach (fuzz/CMakeLists.txt links libFuzzer):
# the edges' counters and their table, as libFuzzer reads them. Not its tracing of every
# comparison (-fsanitize=fuzzer-no-link's trace-cmp), which the same build's tests would pay for
# on every comparison they run.
if(MARIENBAD_FUZZ)
    target_compile_options(marienbad_sanitizers INTERFACE
        -fsanitize-coverage=inline-8bit-counters,pc-table)
endif()

add_library(marienbad_hardening INTERFACE)
add_library(marienbad::hardening ALIAS marienbad_hardening)
# Not in WebAssembly either: the browser's memory is checked by its own bounds, and Emscripten has
# no stack protector's guard to link nor ELF relocations to protect.
if(NOT MARIENBAD_SANITIZE AND NOT EMSCRIPTEN)
    # _FORTIFY_SOURCE needs the optimiser: not in a Debug build.
    target_compile_options(marienbad_hardening INTERFACE
        $<$<NOT:$<CONFIG:Debug>>:-U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=2>
        -fstack-protector-strong)
    target_link_options(marienbad_hardening INTERFACE LINKER:-z,relro LINKER:-z,now)
endif()

add_library(marienbad_options INTERFACE)
add_library(marienbad::options ALIAS marienbad_options)
target_link_libraries(marienbad_options INTERFACE marienbad_warnings marienbad_sanitizers
    marienbad_hardening)
