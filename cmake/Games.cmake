# The games: one folder each, src/games/<name>/, registered by one line in src/CMakeLists.txt,
#
#   marienbad_game(NAME)
#
# which makes the layer games/NAME (the library marienbad_games_NAME) from every .cpp of the folder
# but its benchmark (NAME_bench.cpp, which bench/ builds), using the games' kit below it (the layer
# `games` and what it uses, the octal-game theory and the computer players). The order of the
# lines is the order of the menu and of the command line.
#
# marienbad_write_game_list() then writes the list of games from those lines, into
# build/game_list/ (nothing else names the games):
#  - game_variants.hpp: AnySetup and AnyMove, a std::variant of every game's NameSetup and NameMove
#    (games/<name>/<name>_setup.hpp), in the list's order (session/game_setups.hpp includes it);
#  - game_list.cpp: the table of games, one TypedGame<NameGame> each (games/<name>/<name>_game.hpp),
#    in the same order, so that a setup's index in the variant is its game's in the table
#    (catalogue/catalogue.hpp);
#  - game_traits.hpp: the games' traits as a type list, for the tests that run for every game;
#  - game_tools.cpp: the table of what the command line has of each game beyond playing it, one
#    TypedGameTools<NameGame> each, in the same order (reports/game_tools.hpp).
# NAME is the game's command ("queen"); Name its types' prefix, NAME with a capital ("Queen").

set(MARIENBAD_GAME_LIST_DIR ${PROJECT_BINARY_DIR}/generated/game_list)

function(marienbad_game name)
    file(GLOB sources CONFIGURE_DEPENDS RELATIVE ${PROJECT_SOURCE_DIR}/src
        ${PROJECT_SOURCE_DIR}/src/games/${name}/*.cpp)
    list(FILTER sources EXCLUDE REGEX "_bench\\.cpp$")
    if(NOT sources)
        message(FATAL_ERROR "marienbad_game(${name}): no source in src/games/${name}/")
    endif()
    marienbad_layer(games/${name} USES games octal players SOURCES ${sources})
    if(EXISTS ${PROJECT_SOURCE_DIR}/src/games/${name}/${name}_bench.cpp)
        set_property(GLOBAL APPEND PROPERTY MARIENBAD_GAME_BENCHMARKS
            ${PROJECT_SOURCE_DIR}/src/games/${name}/${name}_bench.cpp)
    endif()
    set_property(GLOBAL APPEND PROPERTY MARIENBAD_GAMES ${name})
endfunction()

# The type prefix of game NAME: "queen" → "Queen".
function(marienbad_game_prefix name variable)
    string(SUBSTRING ${name} 0 1 first)
    string(SUBSTRING ${name} 1 -1 rest)
    string(TOUPPER ${first} first)
    set(${variable} "${first}${rest}" PARENT_SCOPE)
endfunction()

function(marienbad_write_game_list)
    get_property(games GLOBAL PROPERTY MARIENBAD_GAMES)
    set(setup_includes "")
    set(game_includes "")
    set(setups "")
    set(moves "")
    set(traits "")
    set(objects "")
    set(tool_objects "")
    set(pointers "")
    set(checks "")
    set(index 0)
    foreach(name ${games})
        marienbad_game_prefix(${name} prefix)
        string(APPEND setup_includes "#include \"games/${name}/${name}_setup.hpp\"\n")
        string(APPEND game_includes "#include \"games/${name}/${name}_game.hpp\"\n")
        list(APPEND setups "${prefix}Setup")
        list(APPEND moves "${prefix}Move")
        list(APPEND traits "${prefix}Game")
        string(APPEND objects "    static const TypedGame<${prefix}Game> ${name};\n")
        string(APPEND tool_objects "    static const TypedGameTools<${prefix}Game> ${name};\n")
        list(APPEND pointers "&${name}")
        string(APPEND checks
            "static_assert(std::is_same_v<std::variant_alternative_t<${index}, AnySetup>, "
            "${prefix}Game::Setup>);\n")
        math(EXPR index "${index} + 1")
    endforeach()
    list(JOIN setups ", " setups)
    list(JOIN moves ", " moves)
    list(JOIN traits ", " traits)
    list(JOIN pointers ", " pointers)
    set(header "// Written by cmake/Games.cmake from the marienbad_game lines of src/CMakeLists.txt.")

    file(CONFIGURE OUTPUT ${MARIENBAD_GAME_LIST_DIR}/game_variants.hpp CONTENT "${header}
// Every game's setup and move, in the order of the list of games.
#pragma once

#include <variant>

${setup_includes}
namespace marienbad {

using AnySetup = std::variant<${setups}>;
using AnyMove = std::variant<${moves}>;

}  // namespace marienbad
" @ONLY)

    file(CONFIGURE OUTPUT ${MARIENBAD_GAME_LIST_DIR}/game_traits.hpp CONTENT "${header}
// Every game's traits, as a type list for the tests that run for every game:
// EveryGame<::testing::Types>.
#pragma once

${game_includes}
namespace marienbad {

template <template <class...> class List>
using EveryGame = List<${traits}>;

}  // namespace marienbad
" @ONLY)

    file(CONFIGURE OUTPUT ${MARIENBAD_GAME_LIST_DIR}/game_list.cpp CONTENT "${header}
// The table of games (catalogue/catalogue.hpp), in the order of AnySetup's alternatives.
#include <type_traits>
#include <variant>

#include \"catalogue/catalogue.hpp\"
${game_includes}
namespace marienbad {

${checks}
const std::vector<const Game*>& games() {
${objects}    static const std::vector<const Game*> list = {${pointers}};
    return list;
}

}  // namespace marienbad
" @ONLY)

    file(CONFIGURE OUTPUT ${MARIENBAD_GAME_LIST_DIR}/game_tools.cpp CONTENT "${header}
// The table of the games' command-line tools (reports/game_tools.hpp), in the order of the games.
#include \"reports/game_tools.hpp\"

#include <stdexcept>

${game_includes}
namespace marienbad {

const std::vector<const GameTools*>& game_tools() {
${tool_objects}    static const std::vector<const GameTools*> list = {${pointers}};
    return list;
}

const GameTools& tools_of(const Game& game) {
    for (const GameTools* tools : game_tools()) {
        if (&tools->game() == &game) {
            return *tools;
        }
    }
    throw std::logic_error(\"tools_of: a game not in the list\");
}

}  // namespace marienbad
" @ONLY)
endfunction()
