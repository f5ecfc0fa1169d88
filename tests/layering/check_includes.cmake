# The `layering` test: no include runs against the layers. Every folder under src/ must be a
# layer declared in src/CMakeLists.txt (a game's folder, src/games/<name>/, is the layer games/NAME,
# cmake/Games.cmake), and every `#include "DIR/..."` in a layer's files must name a layer that
# layer may include (itself, the layers it uses, what those may include), as the table written by
# marienbad_write_layer_table (cmake/Layers.cmake) says. A layer named with a folder of a folder
# (games/nim) is the one an include names first ("games/nim/nim_rules.hpp"), else the folder
# ("games/game.hpp": games). The list of games the build writes (game_list/) is reached only
# through session/game_setups.hpp, and nothing else includes it. Each include against the layers
# is reported as FILE:LINE with the include and what the layer may include.
#   cmake -DLAYER_TABLE=build/layers.cmake -DSOURCE_DIR=src -P check_includes.cmake
cmake_minimum_required(VERSION 3.25)

foreach(variable LAYER_TABLE SOURCE_DIR)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "check_includes.cmake: ${variable} is not set")
    endif()
endforeach()
include(${LAYER_TABLE})
get_filename_component(SOURCE_DIR ${SOURCE_DIR} ABSOLUTE)

# The layer a path under src/ belongs to: its first two folders when they name a layer, else its
# first folder (which may not be one).
function(layer_of path variable)
    string(REGEX MATCH "^([^/]+)/([^/]+)/" two "${path}")
    if(two AND "${CMAKE_MATCH_1}/${CMAKE_MATCH_2}" IN_LIST MARIENBAD_LAYERS)
        set(${variable} "${CMAKE_MATCH_1}/${CMAKE_MATCH_2}" PARENT_SCOPE)
        return()
    endif()
    string(REGEX MATCH "^([^/]+)/" one "${path}")
    set(${variable} "${CMAKE_MATCH_1}" PARENT_SCOPE)
endfunction()

set(faults)
set(checked_files 0)
file(GLOB_RECURSE files RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/*)
list(SORT files)
set(folders_reported)
foreach(file ${files})
    if(NOT file MATCHES "/")
        continue()  # src/CMakeLists.txt
    endif()
    layer_of(${file} layer)
    if(NOT layer IN_LIST MARIENBAD_LAYERS)
        get_filename_component(folder ${file} DIRECTORY)
        if(NOT folder IN_LIST folders_reported)
            list(APPEND folders_reported ${folder})
            list(APPEND faults "src/${folder}/: not a layer (declare it with marienbad_layer, or "
                "a game with marienbad_game, in src/CMakeLists.txt)")
        endif()
        continue()
    endif()
    set(allowed ${MARIENBAD_LAYER_ALLOWS_${layer}})
    string(REPLACE ";" ", " allowed_text "${allowed}")
    math(EXPR checked_files "${checked_files} + 1")
    file(READ ${SOURCE_DIR}/${file} content)
    string(REGEX MATCHALL "(^|\n)[ \t]*#[ \t]*include[ \t]*\"[^\"\n]*\"" includes "${content}")
    foreach(include ${includes})
        string(REGEX REPLACE "^\n" "" include "${include}")
        string(REGEX MATCH "\"([^\"]+)\"" named "${include}")
        set(path ${CMAKE_MATCH_1})
        if(NOT path MATCHES "/")
            continue()  # a file of the same folder, named without it
        endif()
        if(path MATCHES "^game_list/")
            if(file STREQUAL "session/game_setups.hpp")
                continue()
            endif()
            set(used game_list)
            set(why "only session/game_setups.hpp includes the list of games")
        else()
            layer_of(${path} used)
            if(used IN_LIST allowed)
                continue()
            endif()
            if(used IN_LIST MARIENBAD_LAYERS)
                set(why "${layer} may not include ${used}")
            else()
                set(why "${used} is not a layer")
            endif()
        endif()
        # The line of the include: the newlines before its first occurrence, plus one.
        string(FIND "${content}" "${include}" position)
        string(SUBSTRING "${content}" 0 ${position} before)
        string(REGEX MATCHALL "\n" newlines "${before}")
        list(LENGTH newlines line)
        math(EXPR line "${line} + 1")
        string(STRIP "${include}" include)
        list(APPEND faults
            "src/${file}:${line}: ${include}: ${why} (${layer} may include: ${allowed_text})")
    endforeach()
endforeach()

# Every declared layer has its folder.
foreach(layer ${MARIENBAD_LAYERS})
    if(NOT IS_DIRECTORY ${SOURCE_DIR}/${layer})
        list(APPEND faults "src/${layer}/: a layer with no folder")
    endif()
endforeach()

if(checked_files EQUAL 0)
    message(FATAL_ERROR "check_includes.cmake: no file of a layer under ${SOURCE_DIR}")
endif()
if(faults)
    list(LENGTH faults count)
    string(REPLACE ";" "\n" report "${faults}")
    message("${report}")
    message(FATAL_ERROR "${count} place(s) against the layers (src/CMakeLists.txt, "
        "docs/architecture.md \"Layers\")")
endif()
string(REPLACE ";" " " layers_text "${MARIENBAD_LAYERS}")
message("${checked_files} files in the layers ${layers_text}: no include against the layers")
