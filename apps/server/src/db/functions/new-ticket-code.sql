-- A ticket's code (decision 049): 130 random bits as 26 base32 letters and digits (QR
-- alphanumeric mode). The bits come from two version-4 UUIDs (the server's strong random, 244
-- bits) hashed together, since core PostgreSQL has no gen_random_bytes without pgcrypto.
CREATE OR REPLACE FUNCTION "new_ticket_code"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  bytes bytea := sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()));
  alphabet text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  code text := '';
  value int;
BEGIN
  FOR i IN 0..25 LOOP
    value := 0;
    FOR b IN 0..4 LOOP
      value := value * 2 + get_bit(bytes, i * 5 + b);
    END LOOP;
    code := code || substr(alphabet, value + 1, 1);
  END LOOP;
  RETURN code;
END $$;
