# The browser's build (CMakePresets.json's `web`, with Debian's Emscripten): the layers up to the
# play layer, the web layer and its page (src/web/CMakeLists.txt: build-web/site/), the catalogues,
# and the GoogleTest programs of those layers, run under Node.js by CTest. Nothing is downloaded:
# fmt and nlohmann-json are Debian's headers, GoogleTest Debian's sources (/usr/src/googletest).
#
# Emscripten's toolchain searches its own sysroot alone, and /usr/include as a whole would bring
# the host's C library in: the two header-only libraries are seen through a folder of links to
# exactly their folders. Exceptions are WebAssembly's own (-fwasm-exceptions, the runtime Debian
# ships prebuilt), about twice as fast as Emscripten's JavaScript ones.
set(MARIENBAD_BUILD_BENCHMARKS OFF)
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
target_compile_definitions(fmt::fmt INTERFACE FMT_HEADER_ONLY)
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
