# The `game_names` test: no code outside a game's folder names the game. For every game of the list
# (GAMES, as the build registers them with marienbad_game), no file of src/ but those of
# src/games/NAME/ includes "games/NAME/..." or names one of its types (NameGame, NameSetup,
# NameMove, NameRules, NameSolver, NameExplanation): the generic code reaches a game only through
# the list (catalogue/catalogue.hpp, session/game_setups.hpp). Each place is reported as FILE:LINE.
#   cmake -DGAMES="nim;grid;row;queen" -DSOURCE_DIR=src -P check_game_names.cmake
cmake_minimum_required(VERSION 3.25)

foreach(variable GAMES SOURCE_DIR)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "check_game_names.cmake: ${variable} is not set")
    endif()
endforeach()
get_filename_component(SOURCE_DIR ${SOURCE_DIR} ABSOLUTE)

file(GLOB_RECURSE files RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/*.cpp ${SOURCE_DIR}/*.hpp)
list(SORT files)
set(faults)
foreach(game ${GAMES})
    string(SUBSTRING ${game} 0 1 first)
    string(SUBSTRING ${game} 1 -1 rest)
    string(TOUPPER ${first} first)
    set(prefix "${first}${rest}")
    set(pattern "\"games/${game}/|[^A-Za-z0-9_]${prefix}(Game|Setup|Move|Rules|Solver|Explanation)[^A-Za-z0-9_]")
    foreach(file ${files})
        if(file MATCHES "^games/${game}/")
            continue()
        endif()
        file(STRINGS ${SOURCE_DIR}/${file} lines)
        set(number 0)
        foreach(line IN LISTS lines)
            math(EXPR number "${number} + 1")
            if(" ${line} " MATCHES "${pattern}")
                list(APPEND faults "src/${file}:${number}: names the game ${game}: ${line}")
            endif()
        endforeach()
    endforeach()
endforeach()

if(faults)
    list(LENGTH faults count)
    string(REPLACE ";" "\n" report "${faults}")
    message("${report}")
    message(FATAL_ERROR "${count} place(s) outside a game's folder name the game")
endif()
list(LENGTH files count)
message("${count} files of src/: none names a game outside its folder")
