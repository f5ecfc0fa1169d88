# `cmake --install` into a fresh prefix puts every file where docs/guide.md ("Files") says, and
# the installed program speaks French from its own catalogue, found relative to where it is:
#   cmake -DBUILD=build -DPREFIX=build/tests/install/prefix -P check_install.cmake
cmake_minimum_required(VERSION 3.25)
foreach(variable BUILD PREFIX)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "check_install.cmake: ${variable} is not set")
    endif()
endforeach()

file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD}" --prefix "${PREFIX}"
    RESULT_VARIABLE exit_code OUTPUT_VARIABLE output ERROR_VARIABLE errors)
if(NOT exit_code EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${exit_code}):\n${output}${errors}")
endif()

set(failures)
foreach(file
        games/marienbad
        share/locale/fr/LC_MESSAGES/marienbad.mo
        share/man/man6/marienbad.6.gz
        share/man/fr/man6/marienbad.6.gz
        share/applications/marienbad.desktop
        share/icons/hicolor/scalable/apps/marienbad.svg
        share/icons/hicolor/16x16/apps/marienbad.png
        share/icons/hicolor/48x48/apps/marienbad.png
        share/icons/hicolor/256x256/apps/marienbad.png
        share/doc/marienbad/README.md
        share/doc/marienbad/guide.md
        share/doc/marienbad/copyright
        share/doc/marienbad/changelog.gz)
    if(NOT EXISTS "${PREFIX}/${file}")
        list(APPEND failures "${file} is not installed")
    endif()
endforeach()
file(GLOB metainfo "${PREFIX}/share/metainfo/*.metainfo.xml")
if(NOT metainfo)
    list(APPEND failures "no AppStream metadata in share/metainfo")
endif()

# French from the installed catalogue: nothing beside the installed program but the prefix.
execute_process(
    COMMAND ${CMAKE_COMMAND} -E env LANGUAGE=fr LANG=C.UTF-8
        "${PREFIX}/games/marienbad" solve nim 1,2,3,5,7
    RESULT_VARIABLE exit_code OUTPUT_VARIABLE output ERROR_VARIABLE errors TIMEOUT 30)
if(NOT exit_code EQUAL 0 OR NOT output MATCHES "Coups gagnants")
    list(APPEND failures "the installed program did not answer in French (exit ${exit_code}):\n"
        "${output}${errors}")
endif()

if(failures)
    string(REPLACE ";" "\n  " failures "${failures}")
    message(FATAL_ERROR "check_install.cmake:\n  ${failures}")
endif()
file(REMOVE_RECURSE "${PREFIX}")
