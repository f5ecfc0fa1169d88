// The seed and the strength of a new game.
#include "app/game_setup.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

Random start_random(const GameOptions& options, Console& console) {
    const Random::Seed seed = options.seed.value_or(Random::fresh_seed());
    console.line(trf("Seed: {0} (replay this game with --seed {0})", seed));
    return Random(seed);
}

std::optional<Strength> settle_strength(const GameOptions& options, Console& console) {
    if (options.lineup.mode == PlayersMode::human_human) {
        return Strength{};
    }
    std::optional<Strength> strength = options.strength;
    if (!strength) {
        strength = ask_strength(console);
        if (!strength) {
            return std::nullopt;
        }
    }
    console.line(trf("Computer: {0}.", describe_strength(*strength)));
    return strength;
}

std::array<SeatPlan, 2> seat_plans(const Lineup& lineup, Strength strength) {
    return {SeatPlan{lineup.is_human(Seat::one), strength},
            SeatPlan{lineup.is_human(Seat::two), strength}};
}

}  // namespace marienbad
