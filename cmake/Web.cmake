# The browser's builds (CMakePresets.json's `web` and `web-tests`, with Debian's Emscripten): the
# layers up to the play layer, the web layer and the catalogues; then either the page
# (src/web/CMakeLists.txt: build-web/site/, built for size with link-time optimisation) or the
# GoogleTest programs of those layers, run under Node.js by CTest (build-web-tests/). Two builds,
# because a test program linked with link-time optimisation costs as much as the page. Nothing is
# downloaded: fmt and nlohmann-json are Debian's headers, GoogleTest Debian's sources
# (/usr/src/googletest).
#
# Emscripten's toolchain searches its own sysroot alone, and /usr/include as a whole would bring
# the host's C library in: the two header-only libraries are seen through a folder of links to
# exactly their folders. Exceptions are WebAssembly's own (-fwasm-exceptions, the runtime Debian
# ships prebuilt), about twice as fast as Emscripten's JavaScript ones.
set(MARIENBAD_BUILD_BENCHMARKS OFF)
# The page itself (src/web/CMakeLists.txt); the `web-tests` preset builds only the tests.
option(MARIENBAD_BUILD_SITE "Build the web page (build-web/site/)" ON)
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)

find_package(Gettext REQUIRED)  # msgfmt, which compiles the catalogues
find_program(MARIENBAD_NODE NAMES node nodejs REQUIRED)

set(host_headers ${PROJECT_BINARY_DIR}/host-include)
file(MAKE_DIRECTORY ${host_headers})
foreach(folder fmt nlohmann)
    if(NOT EXISTS /usr/include/${folder})
        message(FATAL_ERROR "/usr/include/${folder} is missing: run scripts/install-deps")
    endif()
    file(CREATE_LINK /usr/include/${folder} ${host_headers}/${folder} SYMBOLIC)
endforeach()
add_library(fmt::fmt INTERFACE IMPORTED)
target_include_directories(fmt::fmt SYSTEM INTERFACE ${host_headers})
# {fmt} without what the page never formats, which would otherwise come with every formatting
# call: std::locale (the `L` format, a ',' here instead; with it would come all of libc++'s
# locale and stream code), float and long double.
target_compile_definitions(fmt::fmt INTERFACE FMT_HEADER_ONLY FMT_STATIC_THOUSANDS_SEPARATOR=44
    FMT_USE_FLOAT=0 FMT_USE_LONG_DOUBLE=0)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
target_include_directories(nlohmann_json::nlohmann_json SYSTEM INTERFACE ${host_headers})

if(MARIENBAD_BUILD_TESTS)
    enable_testing()
endif()

add_subdirectory(src)
add_subdirectory(po)

if(MARIENBAD_BUILD_TESTS)
    add_subdirectory(tests)
endif()
