# The browser's build of the tests (tests/CMakeLists.txt includes this under Emscripten): the
# GoogleTest programs of the layers the web page is made of — core_tests (the engine below the
# games), games_tests (each game's own and what every game passes), play_tests, i18n_tests (the catalogues as the page reads them) and web_tests — compiled
# to WebAssembly and run by CTest under Node.js, two CTest tests per program, each running half of
# its tests (starting Node.js for each test would take minutes). GoogleTest is built from Debian's
# sources.
set(gtest_disable_pthreads ON CACHE BOOL "" FORCE)
set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
add_subdirectory(/usr/src/googletest ${CMAKE_CURRENT_BINARY_DIR}/googletest EXCLUDE_FROM_ALL)
# (its CMakeLists.txt names them GTest::gtest, GTest::gtest_main and GTest::gmock)

# What the test programs share: headers only here (no program to run).
add_library(marienbad_test_support INTERFACE)
target_include_directories(marienbad_test_support INTERFACE ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(marienbad_test_support INTERFACE marienbad::catalogue GTest::gtest)

set(MARIENBAD_TEST_CXX_FLAGS "" CACHE STRING "Compile options of the test programs' own code")
separate_arguments(marienbad_test_cxx_flags UNIX_COMMAND "${MARIENBAD_TEST_CXX_FLAGS}")

set(marienbad_node_environment ${CMAKE_CURRENT_LIST_DIR}/node_environment.js)

# marienbad_add_gtest(NAME sources...): a test program run by Node.js, which reads the files the
# tests name from the real file system (NODERAWFS) and GoogleTest's variables from Node.js's
# environment (tests/web/node_environment.js).
function(marienbad_add_gtest name)
    add_executable(${name} ${ARGN})
    target_compile_options(${name} PRIVATE ${marienbad_test_cxx_flags})
    target_link_libraries(${name} PRIVATE marienbad_test_support GTest::gtest_main
        marienbad::options)
    target_link_options(${name} PRIVATE -sNODERAWFS=1 -sALLOW_MEMORY_GROWTH=1
        "SHELL:--pre-js ${marienbad_node_environment}")
    set_target_properties(${name} PROPERTIES
        LINK_DEPENDS ${marienbad_node_environment})
    # In two halves (GoogleTest's shards), which CTest runs side by side on two cores.
    foreach(shard 0 1)
        add_test(NAME wasm.${name}.${shard}
            COMMAND ${MARIENBAD_NODE} --no-experimental-fetch $<TARGET_FILE:${name}>)
        set_tests_properties(wasm.${name}.${shard} PROPERTIES TIMEOUT 900
            ENVIRONMENT "GTEST_TOTAL_SHARDS=2;GTEST_SHARD_INDEX=${shard}")
    endforeach()
endfunction()

add_subdirectory(core)
add_subdirectory(games)
add_subdirectory(play)
add_subdirectory(i18n)
add_subdirectory(web)
