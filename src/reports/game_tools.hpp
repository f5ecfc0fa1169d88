// What the command line has of each game beyond playing it: its `solve` command, the arguments
// `solve ID` gives that command for a setup, and its workloads for `marienbad bench`. They are
// the game's traits too (games/<name>/<name>_game.hpp), but kept out of the Game interface: the
// web page, which offers none of them, then links none of their code. The list is written by the
// build with the list of games (cmake/Games.cmake), in its order.
#pragma once

#include <concepts>
#include <string>
#include <variant>
#include <vector>

#include "catalogue/catalogue.hpp"
#include "core/workload.hpp"
#include "games/game_description.hpp"

namespace marienbad {

class GameTools {
  public:
    virtual ~GameTools() = default;

    virtual const Game& game() const = 0;
    // `solve <name>`.
    virtual ReportCommand solve_command() const = 0;
    // The arguments of `solve <name>` for `setup` (one of this game's), which `solve ID` passes.
    virtual std::vector<std::string> solve_arguments(const AnySetup& setup) const = 0;
    virtual std::vector<Workload> workloads() const = 0;
};

// What a game's traits hold for the command line.
template <class G>
concept GameToolTraits = requires(const typename G::Setup& setup) {
    { G::solve_command() } -> std::same_as<ReportCommand>;
    { G::solve_arguments(setup) } -> std::same_as<std::vector<std::string>>;
    { G::workloads() } -> std::same_as<std::vector<Workload>>;
};

template <GameToolTraits G>
class TypedGameTools final : public GameTools {
  public:
    const Game& game() const override { return game_with_traits<G>(); }
    ReportCommand solve_command() const override { return G::solve_command(); }
    std::vector<std::string> solve_arguments(const AnySetup& setup) const override {
        return G::solve_arguments(std::get<typename G::Setup>(setup));
    }
    std::vector<Workload> workloads() const override { return G::workloads(); }
};

// Every game's tools, in the order of games() (game_tools.cpp, written by the build).
const std::vector<const GameTools*>& game_tools();
// The tools of `game`.
const GameTools& tools_of(const Game& game);

}  // namespace marienbad
