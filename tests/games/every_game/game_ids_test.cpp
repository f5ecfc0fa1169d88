// Every game's id (catalogue/game_id.hpp): the id of any position reached in a game opens that
// very position, is written the one way the game writes it, holds only characters safe in an
// address and on a command line, and reads back alike in capitals or with spaces around it; an id
// spoiled by a stray field is refused on one line, naming the id.
#include "catalogue/game_id.hpp"
#include "every_game.hpp"
#include "games/usage_error.hpp"

namespace marienbad::testing {
namespace {

template <class G>
class EveryGameIds : public ::testing::Test {};
TYPED_TEST_SUITE(EveryGameIds, EveryGameTraits, GameTraitsName);

bool safe_characters(const std::string& id) {
    return id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789:,+=") == std::string::npos;
}

std::string upper(std::string text) {
    for (char& character : text) {
        if (character >= 'a' && character <= 'z') {
            character = static_cast<char>(character - 'a' + 'A');
        }
    }
    return text;
}

TYPED_TEST(EveryGameIds, ThePositionsOfRandomGamesOpenFromTheirIds) {
    using G = TypeParam;
    const Game& game = game_with_traits<G>();
    Random random(5);
    int positions = 0;
    for (int trial = 0; trial < 25; ++trial) {
        auto session = make_session(AnySetup(drawn_setup<G>(random)),
                                    {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one, Random(1));
        while (!session->is_over()) {
            const std::string id = game_id_now(*session);
            ASSERT_TRUE(id.starts_with(game.name() + ":")) << id;
            EXPECT_TRUE(safe_characters(id)) << id;
            EXPECT_LE(id.size(), k_game_id_max_characters) << id;
            const IdentifiedGame opened = parse_game_id(id);
            ASSERT_EQ(opened.game, &game) << id;
            EXPECT_EQ(game_id(opened.setup), id) << "written one way";
            EXPECT_EQ(opened.setup, session->setup_now()) << id;
            auto again = make_session(opened.setup, {SeatPlan{true, {}}, SeatPlan{true, {}}},
                                      Seat::one, Random(1));
            EXPECT_EQ(again->board(), session->board()) << id;
            EXPECT_EQ(parse_game_id(" " + upper(id) + "\n").setup, opened.setup) << id;
            ++positions;
            const auto legal = session->legal_moves();
            session->play(legal[static_cast<std::size_t>(
                random.uniform_int(0, static_cast<int>(legal.size()) - 1))]);
        }
        EXPECT_EQ(game_id_now(*session), game_id(session->setup())) << "the start's, at the end";
    }
    EXPECT_GT(positions, 50);
}

TYPED_TEST(EveryGameIds, TheSetupsOfItsLessonAndPuzzlesComeBackFromTheirIds) {
    using G = TypeParam;
    const Game& game = game_with_traits<G>();
    std::vector<AnySetup> setups;
    for (const Exercise& exercise : game.lesson(Wording{})) {
        setups.push_back(exercise.setup);
    }
    Random random(8);
    for (int difficulty = 1; difficulty <= 5; ++difficulty) {
        for (int draw = 0; draw < 40; ++draw) {
            if (auto candidate = game.puzzle_candidate(difficulty, random)) {
                setups.push_back(std::move(*candidate));
            }
        }
    }
    int checked = 0;
    for (const AnySetup& setup : setups) {
        if (make_session(setup, {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one, Random(1))
                ->is_over()) {
            continue;  // nothing to play: no id opens it
        }
        const std::string id = game_id(setup);
        EXPECT_EQ(parse_game_id(id).setup, setup) << id;
        ++checked;
    }
    EXPECT_GT(checked, 10);
}

TYPED_TEST(EveryGameIds, AnIdWithAStrayFieldIsRefusedOnOneLine) {
    using G = TypeParam;
    Random random(2);
    const std::string id = game_id(AnySetup(drawn_setup<G>(random)));
    for (const std::string& spoiled :
         {id + ":nonsense", id + ":", id + "::misere", id + ":x=1", id + ";", id + " 1"}) {
        try {
            parse_game_id(spoiled);
            ADD_FAILURE() << spoiled << " was read";
        } catch (const UsageError& error) {
            const std::string message = error.what();
            EXPECT_TRUE(message.starts_with("'")) << message;
            EXPECT_NE(message.find("is not a game id: "), std::string::npos) << message;
            EXPECT_EQ(message.find('\n'), std::string::npos) << message;
        }
    }
}

// What the catalogue reads before a game reads its fields: an empty id, a name no game has, a
// character no id holds, an id too long.
TEST(GameIds, WhatNoGameCanReadIsRefusedBeforeAnyGameIsAsked) {
    const auto refusal = [](const std::string& id) {
        try {
            parse_game_id(id);
        } catch (const UsageError& error) {
            return std::string(error.what());
        }
        return std::string("read");
    };
    EXPECT_EQ(refusal("  "), "'' is not a game id: it is empty");
    EXPECT_TRUE(
        refusal("chess:e4")
            .starts_with("'chess:e4' is not a game id: it starts with the game's name, one of "))
        << refusal("chess:e4");
    EXPECT_EQ(refusal(games().front()->name() + ":1 2"),
              "'" + games().front()->name() +
                  ":1 2' is not a game id: it holds ' ' (an id holds letters, digits and : , + = "
                  "only)");
    EXPECT_EQ(refusal("x:é"),
              "'x:é' is not a game id: it holds 'é' (an id holds letters, digits "
              "and : , + = only)");
    const std::string refused = refusal(std::string(k_game_id_max_characters + 1, '1'));
    EXPECT_TRUE(refused.ends_with("is not a game id: it is longer than 1000 characters"))
        << refused;
}

}  // namespace
}  // namespace marienbad::testing
