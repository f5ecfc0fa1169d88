// The sentences of a game as it goes.
#include "play/narration.hpp"

#include "catalogue/catalogue.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

std::string seed_announcement(std::uint64_t seed) {
    return trf("Seed: {0} (replay this game with --seed {0})", seed);
}

std::string computer_announcement(const std::vector<ComputerSeat>& computers) {
    if (computers_differ(computers)) {
        return trf("Computer 1: {0}; computer 2: {1}.", describe_strength(computers[0].strength),
                   describe_strength(computers[1].strength));
    }
    return trf("Computer: {0}.", describe_strength(computers.front().strength));
}

std::string resuming_announcement(const std::string& path, std::uint64_t seed, long long moves) {
    return ntrf("Resuming the game recorded in {1} (seed {2}): {0} move played.",
                "Resuming the game recorded in {1} (seed {2}): {0} moves played.", moves, moves,
                path, seed);
}

std::vector<std::string> move_narration(const AnySetup& setup, Participant mover,
                                        const BoardModel& before, const AnyMove& move,
                                        const BoardModel& after, const Wording& wording) {
    const Game& game = game_of(setup);
    std::vector<std::string> lines{game.announce_move(setup, mover, move, wording)};
    if (auto consequence = game.move_consequence(setup, before, move, after, wording)) {
        lines.push_back(std::move(*consequence));
    }
    return lines;
}

EndNarration end_narration(const AnySetup& setup, Participant last_mover, Participant winner) {
    return {game_of(setup).game_over_sentence(setup, last_mover), winner_message(winner)};
}

std::string result_summary(Participant winner) {
    switch (winner) {
        case Participant::you:
            return tr("You win");
        case Participant::computer:
            return tr("The computer wins");
        case Participant::computer_one:
        case Participant::computer_two:
        case Participant::player_one:
        case Participant::player_two:
            break;
    }
    return trf("{0} wins", participant_name(winner));
}

}  // namespace marienbad
